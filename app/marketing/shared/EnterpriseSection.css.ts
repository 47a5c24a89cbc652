import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { DESKTOP } from './layout.css';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [DESKTOP]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

/** On desktop: two wide cards, then three (a 6-column grid), so five claims fill two rows. */
export const item = style({
  '@media': {
    [DESKTOP]: {
      gridColumn: 'span 2',
      selectors: { '&:nth-child(-n + 2)': { gridColumn: 'span 3' } },
    },
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
  color: vars.color.info,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
