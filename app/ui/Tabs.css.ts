import { style } from '@vanilla-extract/css';
import { PHONE } from './breakpoints';
import { vars } from './theme.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

export const tabList = style({
  display: 'flex',
  alignSelf: 'flex-start',
  maxWidth: '100%',
  gap: vars.space.xs,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'column' },
  },
  // Phones: a two-column grid that shows every tab at once. A row that scrolled sideways
  // hid the last tabs past the edge with nothing to say they were there.
  '@media': {
    [PHONE]: {
      selectors: {
        '&[data-orientation="horizontal"]': {
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          alignSelf: 'stretch',
          overflowX: 'visible',
        },
      },
    },
  },
});

export const tab = style({
  flexShrink: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  '@media': {
    [PHONE]: {
      // A long label wraps inside its cell rather than widening the grid.
      whiteSpace: 'normal',
      textAlign: 'center',
      padding: `${vars.space.sm} ${vars.space.md}`,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      minHeight: '44px',
    },
  },
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const tabPanel = style({
  minWidth: 0,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
