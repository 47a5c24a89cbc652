import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { SplitFigures } from './evaluate';

const share = z.number().min(0).max(1);
const ThresholdsSchema = z.object({
  $comment: z.string().optional(),
  coverageAccuracy: share,
  precisionAt5: share,
  verbatimShare: share,
});
export type Thresholds = z.infer<typeof ThresholdsSchema>;

export const THRESHOLDS_PATH = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'thresholds.json',
);

export function loadThresholds(file = THRESHOLDS_PATH): Thresholds {
  return ThresholdsSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

const NAMES: Record<keyof Omit<Thresholds, '$comment'>, string> = {
  coverageAccuracy: 'coverage accuracy',
  precisionAt5: 'precision@5',
  verbatimShare: 'verbatim share',
};

/**
 * What falls short of the thresholds, one sentence each; empty when all is well. A
 * failed call is a failure in itself: the figures would silently count it as wrong.
 */
export function shortfalls(figures: SplitFigures, thresholds: Thresholds): string[] {
  const problems: string[] = [];
  for (const [key, name] of Object.entries(NAMES) as [keyof typeof NAMES, string][]) {
    const measured = figures[key];
    // No quotes at all leaves the verbatim share undefined (NaN), which is not a failure.
    if (Number.isNaN(measured) && key === 'verbatimShare') continue;
    if (!(measured >= thresholds[key])) {
      problems.push(
        `${name} on ${figures.split} is ${format(measured)}, below the threshold ${format(thresholds[key])}`,
      );
    }
  }
  if (figures.errors.length) {
    problems.push(`${figures.errors.length} ask-ai calls on ${figures.split} failed`);
  }
  return problems;
}

const format = (value: number) => (Number.isNaN(value) ? 'undefined' : value.toFixed(3));
