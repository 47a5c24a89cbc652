import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

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
  overflowY: 'auto',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing} reverse`,
    },
  },
  '@media': { '(max-width: 480px)': { padding: vars.space.sm, alignItems: 'flex-end' } },
});

export const modal = style({
  width: '100%',
  maxHeight: 'calc(100dvh - 32px)',
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

export const fullscreenOverlay = style({ padding: 0 });

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
    '(max-width: 480px)': { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm}` },
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
  '@media': { '(max-width: 480px)': { padding: `0 ${vars.space.lg}` } },
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
  '@media': { '(max-width: 480px)': { padding: `0 ${vars.space.lg} ${vars.space.lg}` } },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap-reverse',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  '@media': { '(max-width: 480px)': { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});
