import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const progress = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  minWidth: 0,
});

export const label = style({ color: vars.color.text });

export const value = style({ fontVariantNumeric: 'tabular-nums' });

export const track = style({
  gridColumn: '1 / -1',
  height: '8px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceHover,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  transition: `width ${vars.motion.slow} ${vars.motion.easing}`,
});

export const tones = {
  accent: style({ background: vars.color.accent }),
  success: style({ background: vars.color.success }),
  info: style({ background: vars.color.info }),
  warning: style({ background: vars.color.warning }),
};
