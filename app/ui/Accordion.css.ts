import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const item = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const standalone = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const heading = style({ margin: 0, fontSize: 'inherit' });

export const trigger = style({
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  background: 'transparent',
  border: 0,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
  '@media': { '(max-width: 480px)': { padding: `${vars.space.md} ${vars.space.lg}` } },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '[data-expanded] > * > * > &': { transform: 'rotate(180deg)' } },
});

export const panel = style({
  height: 'var(--disclosure-panel-height)',
  overflow: 'clip',
  transition: `height ${vars.motion.normal} ${vars.motion.easing}`,
});

export const panelBody = style({
  padding: `0 ${vars.space.xl} ${vars.space.lg}`,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
  '@media': { '(max-width: 480px)': { padding: `0 ${vars.space.lg} ${vars.space.md}` } },
});
