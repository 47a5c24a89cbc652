import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const tooltip = style({
  maxWidth: '280px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.background,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.md,
  transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&[data-entering], &[data-exiting]': { opacity: 0 } },
});
