import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** The floating surface shared by Select's list, Menu and the For Businesses dropdown. */
export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 16px)',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  padding: vars.space.xs,
  outline: 'none',
  overflow: 'auto',
  transition: `opacity ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-entering]': { opacity: 0, transform: 'translateY(-4px)' },
    '&[data-exiting]': { opacity: 0, transform: 'translateY(-4px)' },
  },
});

export const listBox = style({ outline: 'none', display: 'flex', flexDirection: 'column' });

/** One option in a Select or one item in a Menu. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
    '&[data-selected]': { color: vars.color.accent, fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
