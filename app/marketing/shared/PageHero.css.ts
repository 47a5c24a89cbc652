import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const hero = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  minHeight: 'min(640px, 78svh)',
  paddingBlock: vars.space.xxxl,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** Darkens the video under the text so the headline keeps its contrast. */
export const scrim = style({
  position: 'absolute',
  inset: 0,
  zIndex: 0,
  pointerEvents: 'none',
  background: `linear-gradient(100deg, ${vars.color.background} 15%, color-mix(in srgb, ${vars.color.background} 55%, transparent) 60%, color-mix(in srgb, ${vars.color.background} 20%, transparent))`,
});

export const content = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
});

export const title = style({
  maxWidth: '18ch',
  fontSize: vars.fontSize.hero,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.03em',
});

export const lead = style({
  maxWidth: '560px',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginTop: vars.space.sm,
});
