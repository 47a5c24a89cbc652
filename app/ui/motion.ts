/**
 * Durations the components need as numbers in JavaScript. The theme's `vars.motion.press`
 * is built from the same constant, so CSS and timers cannot drift apart.
 */

/** Spec section 9: a navigation button shows its pressed state this long before it fires. */
export const PRESS_DELAY_MS = 150;

/** Spec section 9: tooltips open after 700 ms of hover and close / skip after 300 ms. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_CLOSE_DELAY_MS = 300;
