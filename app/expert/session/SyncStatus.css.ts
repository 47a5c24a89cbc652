import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  maxWidth: '100%',
});

export const dot = style({
  width: '0.6rem',
  height: '0.6rem',
  borderRadius: vars.radius.pill,
  flexShrink: 0,
});

export const dotTones = styleVariants({
  synced: { background: vars.color.success },
  offline: { background: vars.color.warning },
  syncing: { background: vars.color.info },
  failing: { background: vars.color.danger },
});

// Shrinks and wraps inside itself, so the dot and the Retry button stay on its line.
export const text = style({
  flex: '0 1 auto',
  minWidth: 0,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const bar = style({ width: '6rem' });
