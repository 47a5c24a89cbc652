import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';
import { PHONE } from './layout.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.nav,
  background: `color-mix(in srgb, ${vars.color.background} 88%, transparent)`,
  backdropFilter: 'blur(12px)',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minHeight: vars.layout.navHeight,
  '@media': { [PHONE]: { flexWrap: 'wrap', gap: vars.space.xs, paddingBlock: vars.space.sm } },
});

export const brand = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
});

/** On phones the tabs take a row of their own under the brand and the user menu. */
export const tabs = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
  flexWrap: 'wrap',
  '@media': { [PHONE]: { order: 3, flexBasis: '100%' } },
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

export const spacer = style({
  display: 'none',
  '@media': { [PHONE]: { display: 'block', flex: 1 } },
});

export const signedInAs = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.xs,
});
