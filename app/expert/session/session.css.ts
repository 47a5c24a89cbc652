import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const page = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  background: vars.color.background,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const client = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const sessionId = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontFamily: vars.font.mono,
});

export const main = style({
  width: '100%',
  maxWidth: '760px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { 'screen and (max-width: 480px)': { padding: `${vars.space.lg} ${vars.space.md}` } },
});

export const progressRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const questionCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const questionMeta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const questionText = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  '@media': { 'screen and (max-width: 480px)': { fontSize: vars.fontSize.lg } },
});

export const previousList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const previousItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
});

export const previousQuestion = style({
  fontWeight: vars.fontWeight.medium,
});

export const previousAnswer = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

export const answerState = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
});

export const terms = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const centred = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xl} 0`,
});

export const muted = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});
