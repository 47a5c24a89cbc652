import { describe, expect, it } from 'vitest';
import type { SplitFigures } from './evaluate';
import { loadThresholds, shortfalls } from './thresholds';

function figures(overrides: Partial<SplitFigures>): SplitFigures {
  return {
    split: 'holdout',
    questions: 10,
    coverageAccuracy: 0.9,
    confusion: {
      coveredAsCovered: 5,
      coveredAsNotCovered: 0,
      notCoveredAsCovered: 1,
      notCoveredAsNotCovered: 4,
    },
    precisionAt5: 0.6,
    hitAt5: 1,
    verbatimShare: 1,
    quotes: 12,
    notVerbatim: [],
    medianLatencyMs: 50,
    p95LatencyMs: 90,
    falseCovered: [],
    missed: [],
    noHit: [],
    errors: [],
    ...overrides,
  };
}

const thresholds = { coverageAccuracy: 0.8, precisionAt5: 0.5, verbatimShare: 1 };

describe('thresholds', () => {
  it('passes figures at or above every threshold', () => {
    expect(shortfalls(figures({ precisionAt5: 0.5 }), thresholds)).toEqual([]);
  });

  it('names each figure below its threshold', () => {
    const problems = shortfalls(
      figures({ coverageAccuracy: 0.75, verbatimShare: 0.99 }),
      thresholds,
    );
    expect(problems).toEqual([
      'coverage accuracy on holdout is 0.750, below the threshold 0.800',
      'verbatim share on holdout is 0.990, below the threshold 1.000',
    ]);
  });

  it('fails undefined accuracy and any failed call, but not a response set without quotes', () => {
    expect(shortfalls(figures({ verbatimShare: Number.NaN }), thresholds)).toEqual([]);
    expect(shortfalls(figures({ coverageAccuracy: Number.NaN }), thresholds)).toHaveLength(1);
    const errors = [{ questionId: 'cov-esg-01', error: '503 unavailable' }];
    expect(shortfalls(figures({ errors }), thresholds)).toEqual([
      '1 ask-ai calls on holdout failed',
    ]);
  });

  it('the committed file holds shares, verbatim share 1', () => {
    const committed = loadThresholds();
    expect(committed.verbatimShare).toBe(1);
    expect(committed.coverageAccuracy).toBeGreaterThan(0);
    expect(committed.precisionAt5).toBeGreaterThan(0);
  });
});
