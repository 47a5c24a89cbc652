import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const back = style({
  alignSelf: 'center',
  fontSize: vars.fontSize.sm,
});
