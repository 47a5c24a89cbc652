import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';
import { transcriptLine } from '../citations/citations.css';

export const tab = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const intro = style({
  marginTop: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const formRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const errorBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.dangerSurface,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
});

export const errorTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.semibold,
});

export const errorDetail = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const exchanges = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const kicker = style({
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const question = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

/** The sanitized answer: only the plain tags the API writes get a look of their own. */
export const answer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

globalStyle(`${answer} blockquote`, {
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderLeft: `3px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
});

globalStyle(`${answer} blockquote footer`, {
  marginTop: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${answer} em`, { color: vars.color.textMuted });

globalStyle(`${answer} a`, { color: vars.color.accent });

globalStyle(`${answer} ul, ${answer} ol`, { paddingLeft: vars.space.xl });

globalStyle(`${answer} img`, { maxWidth: '100%', height: 'auto' });

export const webNote = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.infoSurface,
  borderRadius: vars.radius.md,
  color: vars.color.info,
  fontSize: vars.fontSize.sm,
});

export const sources = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sourcesTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const sourceLines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingLeft: vars.space.xl,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const answerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const answerHeader = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const sourceList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const sourceButton = style([
  transcriptLine,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    width: '100%',
    color: vars.color.textMuted,
    overflowWrap: 'anywhere',
  },
]);

export const sourceOpen = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
});

export const webOption = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: '36rem',
});

export const webReason = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
