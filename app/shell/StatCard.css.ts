import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': {
    '(max-width: 960px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '(max-width: 640px)': { gap: vars.space.md },
  },
});

export const card = style({
  '@media': { '(max-width: 640px)': { padding: vars.space.lg } },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const value = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const caption = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle });
