import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';
import { PHONE } from './layout.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  '@media': {
    'screen and (max-width: 960px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [PHONE]: { gap: vars.space.md },
  },
});

export const card = style({ gap: vars.space.xs });

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  margin: 0,
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.xs,
});
