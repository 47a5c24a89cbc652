import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const link = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  textDecorationThickness: '1px',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.accentHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

/** For navigation bars and footers: text-coloured, underlined only on hover. */
export const subtle = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered], &[aria-current="page"]': { color: vars.color.text },
  },
});
