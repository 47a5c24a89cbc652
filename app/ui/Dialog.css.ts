import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { PHONE } from './breakpoints';
import { vars } from './theme.css';
import { TOAST_SPACE_PROPERTY } from './toast/placement';

/** The room a visible toast takes (0 when none): the dialog keeps out of it. */
const toastSpace = `var(${TOAST_SPACE_PROPERTY}, 0px)`;

const fadeIn = keyframes({ from: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(12px) scale(0.98)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  // A toast sits bottom right on wide screens: the dialog centres in the space above it.
  paddingBottom: `calc(${vars.space.lg} + ${toastSpace})`,
  overflowY: 'auto',
  transition: `padding ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing} reverse`,
    },
  },
  // Phones: a bottom sheet, its actions in thumb reach; a toast sits above it (top).
  '@media': {
    [PHONE]: {
      padding: vars.space.sm,
      paddingTop: `calc(${vars.space.sm} + ${toastSpace})`,
      alignItems: 'flex-end',
    },
  },
});

export const modal = style({
  width: '100%',
  maxHeight: `calc(100dvh - 32px - ${toastSpace})`,
  transition: `max-height ${vars.motion.normal} ${vars.motion.easing}`,
  display: 'flex',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${rise} ${vars.motion.normal} ${vars.motion.easing}` },
  },
});

export const sizes = styleVariants({
  sm: { maxWidth: '420px' },
  md: { maxWidth: '560px' },
  lg: { maxWidth: '800px' },
});

export const fullscreen = style({
  maxWidth: 'none',
  width: '100%',
  height: '100%',
  maxHeight: 'none',
  borderRadius: 0,
});

// Full screen fills the viewport at once: no sliding of the padding it drops.
export const fullscreenOverlay = style({ padding: 0, transition: 'none' });

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minWidth: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.md}`,
  '@media': {
    [PHONE]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm}` },
  },
});

export const title = style({
  flex: 1,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const description = style({
  padding: `0 ${vars.space.xl}`,
  marginTop: `calc(-1 * ${vars.space.xs})`,
  marginBottom: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [PHONE]: { padding: `0 ${vars.space.lg}` } },
});

export const headerActions = style({
  display: 'flex',
  gap: vars.space.xs,
  marginTop: `calc(-1 * ${vars.space.xs})`,
  marginRight: `calc(-1 * ${vars.space.sm})`,
});

export const body = style({
  flex: 1,
  overflowY: 'auto',
  padding: `0 ${vars.space.xl} ${vars.space.xl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [PHONE]: { padding: `0 ${vars.space.lg} ${vars.space.lg}` } },
});

/**
 * The actions stay in view at the bottom of a long dialog (sticky in the scrolling body),
 * so they are never scrolled away, nor pushed out of sight when the dialog shrinks to
 * make room for a toast. The negative margin spends the body's bottom padding on the
 * footer's own, so at the end of the scroll it sits where it would anyway.
 */
export const footer = style({
  position: 'sticky',
  // Browsers keep a sticky box inside the scroller's padding: this puts it on the edge.
  bottom: `calc(-1 * ${vars.space.xl})`,
  zIndex: 1,
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap-reverse',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  paddingBottom: vars.space.xl,
  marginBottom: `calc(-1 * ${vars.space.xl})`,
  background: vars.color.surfaceRaised,
  '@media': {
    [PHONE]: {
      flexDirection: 'column-reverse',
      alignItems: 'stretch',
      bottom: `calc(-1 * ${vars.space.lg})`,
      paddingBottom: vars.space.lg,
      marginBottom: `calc(-1 * ${vars.space.lg})`,
    },
  },
});
