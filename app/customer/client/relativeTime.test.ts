import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

const now = Date.parse('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('relativeTime', () => {
  it("says '< 1h ago' for anything under an hour", () => {
    expect(relativeTime(ago(0), now)).toBe('< 1h ago');
    expect(relativeTime(ago(59 * MINUTE), now)).toBe('< 1h ago');
  });

  it("counts whole hours under a day, rounding down: 'Nh ago'", () => {
    expect(relativeTime(ago(HOUR), now)).toBe('1h ago');
    expect(relativeTime(ago(2 * HOUR + 59 * MINUTE), now)).toBe('2h ago');
    expect(relativeTime(ago(23 * HOUR + 59 * MINUTE), now)).toBe('23h ago');
  });

  it("counts whole days from 24 hours on: 'Nd ago'", () => {
    expect(relativeTime(ago(24 * HOUR), now)).toBe('1d ago');
    expect(relativeTime(ago(47 * HOUR), now)).toBe('1d ago');
    expect(relativeTime(ago(10 * 24 * HOUR + 5 * HOUR), now)).toBe('10d ago');
  });

  it('treats a time in the future (clock skew) and an unreadable date as just now', () => {
    expect(relativeTime(ago(-3 * HOUR), now)).toBe('< 1h ago');
    expect(relativeTime('not a date', now)).toBe('< 1h ago');
  });

  it('takes Date objects and epoch milliseconds as well as ISO strings', () => {
    expect(relativeTime(new Date(now - 5 * HOUR), now)).toBe('5h ago');
    expect(relativeTime(now - 3 * 24 * HOUR, now)).toBe('3d ago');
  });
});
