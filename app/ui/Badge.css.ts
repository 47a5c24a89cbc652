import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: '1px solid currentColor',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'nowrap',
});

export const tones = styleVariants({
  success: { color: vars.color.success, background: vars.color.successSurface },
  info: { color: vars.color.info, background: vars.color.infoSurface },
  warning: { color: vars.color.warning, background: vars.color.warningSurface },
  danger: { color: vars.color.danger, background: vars.color.dangerSurface },
  neutral: { color: vars.color.neutral, background: vars.color.neutralSurface },
  accent: { color: vars.color.accent, background: vars.color.surfaceRaised },
});
