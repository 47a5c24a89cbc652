import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const account = style({
  marginTop: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  color: vars.color.textMuted,
});
