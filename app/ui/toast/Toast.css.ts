import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { PHONE } from '../breakpoints';
import { vars } from '../theme.css';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(16px) scale(0.97)' } });
const enterFromTop = keyframes({
  from: { opacity: 0, transform: 'translateY(-16px) scale(0.97)' },
});

const leave = keyframes({
  from: { opacity: 1, transform: 'translateX(var(--toast-offset, 0px))' },
  to: { opacity: 0, transform: 'translateX(calc(var(--toast-offset, 0px) + 48px))' },
});

const place = {
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  right: vars.space.lg,
  bottom: vars.space.lg,
  width: 'min(380px, calc(100vw - 32px))',
  '@media': {
    [PHONE]: {
      left: vars.space.sm,
      right: vars.space.sm,
      top: `max(${vars.space.sm}, env(safe-area-inset-top))`,
      bottom: 'auto',
      width: 'auto',
    },
  },
} as const;

export const region = style({
  ...place,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' },
  },
});

/** Where the copy of a closed toast plays its exit animation; never interactive. */
export const ghostLayer = style({ ...place, pointerEvents: 'none' });

export const toast = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.sm} ${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderLeftWidth: '4px',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  // Vertical scrolling stays with the page; horizontal drags are ours (swipe to dismiss).
  touchAction: 'pan-y',
  userSelect: 'none',
  cursor: 'grab',
  animation: `${enter} ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': {
    [PHONE]: { animation: `${enterFromTop} ${vars.motion.normal} ${vars.motion.easing}` },
  },
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}, opacity ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&[data-dragging]': { transition: 'none', cursor: 'grabbing' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const ghost = style({
  position: 'absolute',
  right: 0,
  bottom: 0,
  left: 0,
  animation: `${leave} ${vars.motion.normal} ${vars.motion.easing} forwards`,
  '@media': { [PHONE]: { top: 0, bottom: 'auto' } },
});

export const variants = styleVariants({
  default: { borderLeftColor: vars.color.accent },
  success: { borderLeftColor: vars.color.success },
  destructive: { borderLeftColor: vars.color.danger, background: vars.color.dangerSurface },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingTop: vars.space.xxs,
});

export const title = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const close = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '0' },
  },
});
