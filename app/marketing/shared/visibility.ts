/**
 * Spec section 2: marketing videos play when at least half visible and pause otherwise,
 * with visibility thresholds 0.5 and 0.3. Between the two the video keeps doing what it
 * was doing, so one scrolling just around a single line cannot make it stutter.
 */
export const PLAY_AT = 0.5;
export const PAUSE_BELOW = 0.3;
export const THRESHOLDS = [PAUSE_BELOW, PLAY_AT];

// Browsers may report a crossing of 0.5 as 0.4999…; a hair of tolerance still plays it.
const TOLERANCE = 0.001;

export function nextVisible(wasVisible: boolean, ratio: number): boolean {
  if (ratio >= PLAY_AT - TOLERANCE) return true;
  if (ratio < PAUSE_BELOW) return false;
  return wasVisible;
}
