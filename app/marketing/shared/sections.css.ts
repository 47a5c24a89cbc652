import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { DESKTOP } from './layout.css';

export const section = style({
  paddingBlock: vars.space.xxxl,
  '@media': { 'screen and (max-width: 480px)': { paddingBlock: vars.space.xxl } },
});

export const alternate = style({
  background: vars.color.surface,
  borderBlock: `1px solid ${vars.color.border}`,
});

export const header = style({
  maxWidth: vars.layout.narrowWidth,
  marginBottom: vars.space.xxl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const centred = style({ marginInline: 'auto', textAlign: 'center', alignItems: 'center' });

export const eyebrow = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const title = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
});

export const lead = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

export const body = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

/** Text beside a video: one column on phones, two from desktop width. */
export const split = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': {
    [DESKTOP]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', gap: vars.space.xxxl },
  },
});

export const checklist = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const checkItem = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  color: vars.color.text,
});

export const checkMark = style({ color: vars.color.success, flexShrink: 0, marginTop: '4px' });
