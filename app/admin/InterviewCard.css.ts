import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const card = style({ gap: vars.space.md });

export const summary = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const state = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const progress = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
