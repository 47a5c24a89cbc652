import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginTop: vars.space.sm,
  '@media': {
    '(max-width: 480px)': { flexDirection: 'column' },
  },
});
