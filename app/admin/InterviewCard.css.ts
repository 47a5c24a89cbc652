import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const card = style({ gap: vars.space.md });

export const progress = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
