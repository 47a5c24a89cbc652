import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const menu = style({ outline: 'none', minWidth: '180px' });

export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  background: vars.color.border,
});

export const danger = style({ color: vars.color.danger });
