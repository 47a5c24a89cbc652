import { describe, expect, it } from 'vitest';
import { recentCompleted } from './customerStats';

describe('recentCompleted', () => {
  const interview = (
    id: string,
    value: 'pending' | 'completed',
    createdAt: string,
    completedAt: string | null,
  ) => ({ id, status: value, createdAt, completedAt });

  it('keeps completed interviews only, newest completion first, at most five', () => {
    const list = [
      interview('a', 'completed', '2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z'),
      interview('b', 'pending', '2026-09-01T00:00:00Z', null),
      interview('c', 'completed', '2026-01-01T00:00:00Z', '2026-05-01T00:00:00Z'),
      interview('d', 'completed', '2026-01-01T00:00:00Z', '2026-04-01T00:00:00Z'),
      interview('e', 'completed', '2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z'),
      interview('f', 'completed', '2026-01-01T00:00:00Z', '2026-06-01T00:00:00Z'),
      interview('g', 'completed', '2026-01-01T00:00:00Z', '2026-01-15T00:00:00Z'),
    ];
    expect(recentCompleted(list).map((i) => i.id)).toEqual(['f', 'c', 'd', 'a', 'e']);
  });

  it('dates a completed interview without a completion time by its creation', () => {
    const list = [
      interview('old', 'completed', '2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z'),
      interview('undated', 'completed', '2026-03-01T00:00:00Z', null),
    ];
    expect(recentCompleted(list).map((i) => i.id)).toEqual(['undated', 'old']);
  });

  it('leaves the list it was given in its order', () => {
    const list = [
      interview('a', 'completed', '2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z'),
      interview('b', 'completed', '2026-01-01T00:00:00Z', '2026-01-03T00:00:00Z'),
    ];
    recentCompleted(list);
    expect(list.map((i) => i.id)).toEqual(['a', 'b']);
  });
});
