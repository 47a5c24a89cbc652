import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const reason = style({
  display: 'block',
  marginTop: vars.space.xxs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
