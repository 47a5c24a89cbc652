import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';
import { PHONE } from './layout.css';

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  outline: 'none',
});

export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.success,
});

export const summary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const linkRow = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  '@media': { [PHONE]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const linkField = style({ flex: 1 });

export const copy = style({ minHeight: '44px' });
