import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const actions = style({ marginTop: vars.space.sm });
