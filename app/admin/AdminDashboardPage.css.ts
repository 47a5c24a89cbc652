import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';
import { PHONE } from './layout.css';

/** The header's actions take the full width where the header stacks. */
export const actions = style({ '@media': { [PHONE]: { width: '100%' } } });

/** Projects beside recent interviews on wide screens, one above the other below. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': {
    'screen and (max-width: 1024px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl },
  },
});
