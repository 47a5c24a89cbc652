import type { Knex } from 'knex';
import { Analysis } from '../models';

/** How far a computation is, 0–1; awaiting it also lets other requests run. */
export type ReportProgress = (fraction: number) => Promise<void>;

/** The screen polls about once a second; writing more often would only load the database. */
const MIN_WRITE_INTERVAL_MS = 500;

/**
 * A progress report for a stored analysis: writes `progress` (0–99; 100 comes with the
 * result) at most every MIN_WRITE_INTERVAL_MS, and on every call yields to the event loop
 * (setImmediate), so a long computation in this process leaves room for the requests
 * arriving meanwhile.
 */
export function analysisProgressWriter(
  knex: Knex,
  analysisId: string,
  now: () => number = Date.now,
): ReportProgress {
  let lastWrite = now();
  let written = 0;
  return async (fraction) => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    const percent = Math.min(99, Math.max(0, Math.floor(fraction * 100)));
    if (percent <= written || now() - lastWrite < MIN_WRITE_INTERVAL_MS) return;
    written = percent;
    lastWrite = now();
    await Analysis.query(knex)
      .patch({ progress: percent })
      .where({ id: analysisId, status: 'running' });
  };
}
