import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Measurement } from './measure';

export interface BenchRow {
  target: string;
  database: string;
  /** Present when the target was measured. */
  measurement?: Measurement;
  /** Why it was not, e.g. "404: No API route for GET /api/projects". */
  skipped?: string;
  ratioToBaseline?: number;
}

export interface BenchSettings {
  connections: number;
  seconds: number;
}

const COLUMNS = ['target', 'database', 'req/s', 'p50 ms', 'p99 ms', 'vs baseline', 'notes'];

/** A plain-text table, one row per target and database. */
export function formatTable(rows: BenchRow[]): string {
  const cells = rows.map((row) => {
    const m = row.measurement;
    const notes = row.skipped
      ? `not measured: ${row.skipped}`
      : [m?.non2xx && `${m.non2xx} non-2xx`, m?.errors && `${m.errors} errors`]
          .filter(Boolean)
          .join(', ');
    return [
      row.target,
      row.database,
      m ? Math.round(m.requestsPerSecond).toLocaleString('en-US') : '-',
      m ? milliseconds(m.p50Ms) : '-',
      m ? milliseconds(m.p99Ms) : '-',
      row.ratioToBaseline === undefined ? '-' : `${row.ratioToBaseline.toPrecision(3)}x`,
      notes,
    ];
  });
  return textTable(COLUMNS, cells, (i) => i >= 2 && i <= 5);
}

/** Columns padded to their widest cell, a rule under the titles; figures right-aligned. */
export function textTable(
  titles: string[],
  cells: string[][],
  rightAligned: (column: number) => boolean,
): string {
  const widths = titles.map((title, i) =>
    Math.max(title.length, ...cells.map((line) => line[i]!.length)),
  );
  const line = (values: string[]) =>
    values
      .map((value, i) => (rightAligned(i) ? value.padStart(widths[i]!) : value.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(titles), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

// autocannon records whole milliseconds.
const milliseconds = (value: number) => (value < 1 ? '<1' : String(value));

/**
 * bench/results/latest.json (gitignored): the same rows plus what machine made them,
 * and the figures reported after the table (`more`: outbox drain, transcription, time).
 */
export async function writeResults(
  rows: BenchRow[],
  settings: BenchSettings,
  more: Record<string, unknown> = {},
  name = 'latest.json',
): Promise<string> {
  const file = path.resolve('bench', 'results', name);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const report = {
    finishedAt: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    ...settings,
    results: rows,
    ...more,
  };
  await fs.writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
