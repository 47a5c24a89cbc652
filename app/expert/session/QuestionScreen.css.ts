import { globalStyle, style } from '@vanilla-extract/css';
import { PHONE } from '../../ui/breakpoints';
import { vars } from '../../ui/theme.css';

/** Phones narrower than the 360 px most Android phones have: the 320 px iPhone SE. */
const NARROWEST_PHONE = 'screen and (max-width: 359px)';
/** The phone action bar's buttons: at least the 48 px a thumb needs. */
const BUTTON_HEIGHT = '52px';
/** The phone action bar's height above the safe area: one button row and its padding. */
const BAR_HEIGHT = `calc(${BUTTON_HEIGHT} + 2 * ${vars.space.md} + 1px)`;

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
 * The answer's actions, equal in size. Wide screens: Skip and Submit at the card's
 * start, clear of the toasts in the bottom-right corner. Phones: fixed to the bottom of
 * the screen, under the thumb and above the home indicator (safe-area inset), holding
 * whichever actions are displayed now (AnswerActions); toasts show at the top there.
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
      display: 'flex',
      padding: `${vars.space.md} ${vars.space.md} calc(${vars.space.md} + env(safe-area-inset-bottom))`,
      background: vars.color.surface,
      borderTop: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.md,
    },
  },
});

// Whatever renders them (the recorder puts its button here too, through a wrapper that
// takes no room), the bar's buttons share its width equally, are thumb-sized and keep
// their labels on one line.
globalStyle(`${actionBar} button`, {
  width: '100%',
  minWidth: 0,
  '@media': {
    [PHONE]: {
      flex: '1 1 0',
      minHeight: BUTTON_HEIGHT,
      paddingInline: vars.space.sm,
      whiteSpace: 'nowrap',
    },
  },
});

// At 320 px a label and its glyph (the recorder's microphone) do not both fit half the
// bar: the glyph gives way rather than being squeezed to nothing or the label wrapping.
globalStyle(`${actionBar} button svg`, {
  flexShrink: 0,
  '@media': { [NARROWEST_PHONE]: { display: 'none' } },
});

/** Leaving the interview is kept apart from answering, so it is never hit by mistake. */
export const finishRow = style({
  display: 'flex',
  justifyContent: 'flex-start',
});
