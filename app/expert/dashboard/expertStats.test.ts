import { describe, expect, it } from 'vitest';
import { expertStats, formatDollars } from './expertStats';

const now = new Date('2026-11-21T15:00:00');
const done = (
  completedAt: string | null,
  compensation = 150,
  actualDurationMinutes: number | null = 30,
) => ({
  completedAt,
  compensation,
  actualDurationMinutes,
});

describe('expertStats', () => {
  it('counts upcoming interviews, and completed ones of the current calendar month only', () => {
    const stats = expertStats(
      [{}, {}, {}],
      [
        done('2026-11-20T10:00:00'),
        done('2026-11-01T00:00:00'),
        done('2026-10-31T23:59:00'),
        done('2025-11-15T12:00:00'),
        done(null),
      ],
      now,
    );
    expect(stats.upcoming).toBe(3);
    expect(stats.completedThisMonth).toBe(2);
    expect(stats.completedInAll).toBe(5);
  });

  it('adds up the compensation of every completed interview, whatever the month', () => {
    const stats = expertStats(
      [],
      [done('2026-11-20T10:00:00', 250), done('2026-01-02T10:00:00', 150), done(null, 300)],
      now,
    );
    expect(stats.totalEarnings).toBe(700);
  });

  it('averages the actual length of completed interviews, rounded, leaving out unknown ones', () => {
    const stats = expertStats(
      [],
      [
        done('2026-11-01T10:00:00', 150, 12),
        done('2026-11-02T10:00:00', 150, 47),
        done('2026-11-03T10:00:00', 150, null),
      ],
      now,
    );
    expect(stats.averageMinutes).toBe(30);
  });

  it('has no average when no completed interview has a known length', () => {
    expect(expertStats([], [done('2026-11-01T10:00:00', 150, null)], now).averageMinutes).toBe(
      null,
    );
  });

  it('has no average and no earnings without completed interviews', () => {
    expect(expertStats([{}], [], now)).toEqual({
      upcoming: 1,
      completedThisMonth: 0,
      completedInAll: 0,
      totalEarnings: 0,
      averageMinutes: null,
    });
  });
});

describe('formatDollars', () => {
  it('writes whole dollars with a thousands separator', () => {
    expect(formatDollars(150)).toBe('$150');
    expect(formatDollars(1050)).toBe('$1,050');
    expect(formatDollars(0)).toBe('$0');
  });
});
