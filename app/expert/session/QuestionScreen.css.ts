import { style } from '@vanilla-extract/css';
import { PHONE } from '../../ui/breakpoints';
import { vars } from '../../ui/theme.css';

/** The phone action bar's height above the safe area: one button row and its padding. */
const BAR_HEIGHT = '5.5rem';

/** The question screen; on a phone it keeps room at the bottom for the fixed action bar. */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': {
    [PHONE]: { paddingBottom: `calc(${BAR_HEIGHT} + env(safe-area-inset-bottom))` },
  },
});

/**
 * Skip and Submit, equal in size. Wide screens: at the card's start, clear of the toasts
 * in the bottom-right corner. Phones: fixed to the bottom of the screen, under the thumb
 * and above the home indicator (safe-area inset); toasts show at the top there.
 */
export const actionBar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 11rem))',
  justifyContent: 'start',
  gap: vars.space.sm,
  '@media': {
    [PHONE]: {
      position: 'fixed',
      left: 0,
      right: 0,
      bottom: 0,
      zIndex: vars.zIndex.nav,
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      padding: `${vars.space.md} ${vars.space.md} calc(${vars.space.md} + env(safe-area-inset-bottom))`,
      background: vars.color.surface,
      borderTop: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.md,
    },
  },
});

/** Narrower side padding on a phone, so both labels fit on one line from 320 px. */
export const action = style({
  width: '100%',
  minWidth: 0,
  '@media': { [PHONE]: { paddingInline: vars.space.sm } },
});

/** Leaving the interview is kept apart from answering, so it is never hit by mistake. */
export const finishRow = style({
  display: 'flex',
  justifyContent: 'flex-start',
});
