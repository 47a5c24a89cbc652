import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTimestamp, isInMonthOf } from './dateFormat';

const utc = { timeZone: 'UTC' };

describe('formatDate (MMM d, yyyy)', () => {
  it('writes the short month, the day without padding and the year', () => {
    expect(formatDate('2026-11-21T15:05:00Z', utc)).toBe('Nov 21, 2026');
    expect(formatDate('2027-01-03T00:00:00Z', utc)).toBe('Jan 3, 2027');
  });

  it("uses the viewer's time zone: late evening UTC is the next day in Tokyo", () => {
    expect(formatDate('2026-12-31T20:00:00Z', { timeZone: 'Asia/Tokyo' })).toBe('Jan 1, 2027');
  });

  it('takes Date objects and epoch milliseconds as well as ISO strings', () => {
    const instant = Date.UTC(2026, 4, 9, 12);
    expect(formatDate(instant, utc)).toBe('May 9, 2026');
    expect(formatDate(new Date(instant), utc)).toBe('May 9, 2026');
  });
});

describe('formatTimestamp (MMM d, yyyy, h:mm:ss a)', () => {
  it('keeps the year and the seconds, with plain spaces', () => {
    expect(formatTimestamp('2026-11-21T15:05:09Z', utc)).toBe('Nov 21, 2026, 3:05:09 PM');
    expect(formatTimestamp('2026-02-01T00:00:00Z', utc)).toBe('Feb 1, 2026, 12:00:00 AM');
    expect(formatTimestamp('2026-11-21T15:05:09Z', utc)).not.toMatch(/[\u202f\u00a0]/);
  });
});

describe('formatDateTime (MMM d, h:mm a)', () => {
  it('writes a 12-hour clock with padded minutes and AM/PM, separated by plain spaces', () => {
    expect(formatDateTime('2026-11-21T15:05:00Z', utc)).toBe('Nov 21, 3:05 PM');
    expect(formatDateTime('2026-11-21T09:30:00Z', utc)).toBe('Nov 21, 9:30 AM');
  });

  it('shows midnight as 12 AM and noon as 12 PM', () => {
    expect(formatDateTime('2026-02-01T00:00:00Z', utc)).toBe('Feb 1, 12:00 AM');
    expect(formatDateTime('2026-02-01T12:00:00Z', utc)).toBe('Feb 1, 12:00 PM');
  });

  it('never contains the narrow no-break space some ICU versions put before AM/PM', () => {
    expect(formatDateTime('2026-11-21T15:05:00Z', utc)).not.toMatch(/[\u202f\u00a0]/);
  });
});

describe('isInMonthOf', () => {
  const now = new Date('2026-11-21T15:00:00Z');

  it('is true for the first and last instants of the month', () => {
    expect(isInMonthOf('2026-11-01T00:00:00Z', now, utc)).toBe(true);
    expect(isInMonthOf('2026-11-30T23:59:59Z', now, utc)).toBe(true);
  });

  it('is false for the month before, the month after and the same month a year earlier', () => {
    expect(isInMonthOf('2026-10-31T23:59:59Z', now, utc)).toBe(false);
    expect(isInMonthOf('2026-12-01T00:00:00Z', now, utc)).toBe(false);
    expect(isInMonthOf('2025-11-15T00:00:00Z', now, utc)).toBe(false);
  });

  it('decides the month in the given time zone', () => {
    // 31 Oct 20:00 in New York is already 1 Nov in UTC.
    expect(isInMonthOf('2026-11-01T00:30:00Z', now, { timeZone: 'America/New_York' })).toBe(false);
  });
});
