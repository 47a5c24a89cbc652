import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { DESKTOP } from './layout.css';

const bar = style({
  zIndex: vars.zIndex.nav,
  top: 0,
  left: 0,
  right: 0,
  height: vars.layout.navHeight,
});

export const header = styleVariants({
  solid: [
    bar,
    {
      position: 'sticky',
      background: `color-mix(in srgb, ${vars.color.background} 82%, transparent)`,
      backdropFilter: 'blur(12px)',
      borderBottom: `1px solid ${vars.color.border}`,
    },
  ],
  // Over a full-screen hero: the video shows through, a gradient keeps the links legible.
  overHero: [
    bar,
    {
      position: 'absolute',
      background: `linear-gradient(to bottom, color-mix(in srgb, ${vars.color.background} 75%, transparent), transparent)`,
    },
  ],
});

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: '100%',
});

// `header &` outranks the design system Link's own colour and underline.
export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginRight: vars.space.lg,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  // The smallest phones (320 px) need this room for Book a Demo and the menu.
  '@media': { 'screen and (max-width: 359px)': { marginRight: 0 } },
  selectors: {
    'header &, header &[data-hovered]': { color: vars.color.text, textDecoration: 'none' },
  },
});

export const brandMark = style({
  width: '22px',
  height: '22px',
  color: vars.color.accent,
});

/** Links only the desktop bar shows; the phone menu lists them instead. */
export const desktopOnly = style({
  display: 'none',
  '@media': { [DESKTOP]: { display: 'flex', alignItems: 'center', gap: vars.space.xs } },
});

export const phoneOnly = style({
  display: 'flex',
  '@media': { [DESKTOP]: { display: 'none' } },
});

export const spacer = style({ flex: 1 });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

/** Nav items read as quiet text until hovered; `header &` outranks the button's colours. */
export const navLink = style({
  selectors: {
    'header &': { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium },
    'header &[data-hovered], header &[aria-current="page"], header &[aria-expanded="true"]': {
      color: vars.color.text,
    },
  },
});

export const phoneMenu = style({ minWidth: '220px' });

export const menuSection = style({
  selectors: {
    '& + &': {
      borderTop: `1px solid ${vars.color.border}`,
      marginTop: vars.space.xs,
      paddingTop: vars.space.xs,
    },
  },
});

export const menuHeader = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});
