import { style } from '@vanilla-extract/css';
import { PHONE } from './breakpoints';

/*
 * For a control laid out twice, once per layout (the phone's fixed action bar, the
 * wide screen's in-page place): only one copy is ever displayed, so only one is in the
 * accessibility tree and the tab order. Pure CSS, so the first paint is already right.
 */

// Doubled class: it wins over the display a component's own class sets, whatever order
// the style sheets load in.
export const hiddenOnPhone = style({
  '@media': { [PHONE]: { selectors: { '&&': { display: 'none' } } } },
});

/**
 * A wrapper shown on phones only, and there as if it were not there: its children are
 * laid out by its parent (a flex bar sizes them like their siblings).
 */
export const phoneOnlyWrapper = style({
  display: 'none',
  '@media': { [PHONE]: { display: 'contents' } },
});
