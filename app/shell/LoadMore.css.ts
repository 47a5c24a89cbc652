import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const more = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});

export const note = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  margin: 0,
  textAlign: 'center',
});
