import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const tabs = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  minWidth: 0,
});

// `header &` outranks the button look's own colours.
export const tab = style({
  selectors: {
    'header &': { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium },
    'header &[data-hovered]': { color: vars.color.text },
    'header &[aria-current="page"]': {
      color: vars.color.text,
      background: vars.color.surfaceHover,
      boxShadow: `inset 0 -2px 0 ${vars.color.accent}`,
    },
  },
});
