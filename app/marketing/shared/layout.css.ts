import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** The width at which the navigation shows every link instead of the phone menu. */
export const DESKTOP = 'screen and (min-width: 960px)';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  flex: 1,
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.lg,
  top: vars.space.sm,
  zIndex: 1000,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const main = style({ flex: 1, display: 'flex', flexDirection: 'column', outline: 'none' });

/** Page content width with side padding that shrinks on phones. */
export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.xl,
  '@media': { 'screen and (max-width: 480px)': { paddingInline: vars.space.lg } },
});

// The design system owns it; re-exported for the marketing pages' existing imports.
export { visuallyHidden } from '../../ui/visuallyHidden.css';
