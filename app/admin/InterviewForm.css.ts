import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';
import { PHONE } from './layout.css';

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** The client follows the project: shown as a value, not as a box waiting for input. */
export const readOnly = style({});

globalStyle(`${readOnly} input`, {
  background: 'transparent',
  borderStyle: 'dashed',
  color: vars.color.textMuted,
});
