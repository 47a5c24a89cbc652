import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const framed = style({
  position: 'relative',
  overflow: 'hidden',
  aspectRatio: '16 / 9',
  width: '100%',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  boxShadow: vars.shadow.md,
});

/** Fills a positioned parent edge to edge (full-bleed heroes). */
export const fill = style({ position: 'absolute', inset: 0 });

export const media = style({ width: '100%', height: '100%' });

export const video = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

// Nested under the frame so these win over the button's own shape and colours.
export const toggle = style({
  selectors: {
    [`${framed} &, ${fill} &`]: {
      position: 'absolute',
      // Above a hero's scrim, which is painted after the video.
      zIndex: 1,
      right: vars.space.md,
      bottom: vars.space.md,
      width: '36px',
      minHeight: '36px',
      padding: 0,
      borderRadius: vars.radius.pill,
      background: `color-mix(in srgb, ${vars.color.background} 60%, transparent)`,
      borderColor: `color-mix(in srgb, ${vars.color.text} 18%, transparent)`,
      backdropFilter: 'blur(6px)',
      opacity: 0.8,
    },
    [`${framed} &[data-hovered], ${fill} &[data-hovered], ${framed} &[data-focus-visible], ${fill} &[data-focus-visible]`]:
      { opacity: 1, background: vars.color.surfaceRaised },
  },
});
