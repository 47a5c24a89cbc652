import { describe, expect, it } from 'vitest';
import { nextVisible } from './visibility';

describe('nextVisible (play at 0.5, pause below 0.3)', () => {
  it('plays from half visible and pauses below three tenths', () => {
    expect(nextVisible(false, 0.5)).toBe(true);
    expect(nextVisible(false, 1)).toBe(true);
    expect(nextVisible(true, 0.29)).toBe(false);
    expect(nextVisible(true, 0)).toBe(false);
  });

  it('keeps the current state between the two thresholds', () => {
    expect(nextVisible(true, 0.4)).toBe(true);
    expect(nextVisible(true, 0.3)).toBe(true);
    expect(nextVisible(false, 0.4)).toBe(false);
    expect(nextVisible(false, 0.49)).toBe(false);
  });
});
