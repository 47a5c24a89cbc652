import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { AuditEvent } from '../../sync/contract';

/** The CSV's columns, in order: header text → the event's value. */
const COLUMNS: ReadonlyArray<readonly [string, (event: AuditEvent) => string]> = [
  ['occurred_at', (event) => event.occurredAt],
  ['action', (event) => event.action],
  ['actor_username', (event) => event.actorUsername ?? ''],
  ['actor_user_id', (event) => event.actorUserId ?? ''],
  ['address', (event) => event.ip ?? ''],
  ['subject_type', (event) => event.subjectType ?? ''],
  ['subject_id', (event) => event.subjectId ?? ''],
  ['client', (event) => event.client ?? ''],
  ['details', (event) => JSON.stringify(event.details)],
  ['id', (event) => event.id],
];

/**
 * The events as a CSV stream: a header row, ISO times, details as JSON. Names, clients
 * and details come from people, so a cell that opens with = + - @ (or a tab or carriage
 * return) gets a leading apostrophe: spreadsheets would otherwise run it as a formula
 * (CSV injection), e.g. a username `=HYPERLINK(…)` from a failed sign-in.
 */
export function auditEventsCsv(events: AsyncIterable<AuditEvent>): NodeJS.ReadableStream {
  const csv = stringify({
    header: true,
    columns: COLUMNS.map(([header]) => header),
    escape_formulas: true,
  });
  const records = Readable.from(
    (async function* () {
      for await (const event of events) yield COLUMNS.map(([, value]) => value(event));
    })(),
  );
  // pipeline, not pipe: a read failure mid-way destroys the CSV stream with the error,
  // so Koa ends the response instead of sending a file that looks complete.
  return pipeline(records, csv, () => {});
}

/** parley-audit-2026-11-25.csv, the day of the download in UTC. */
export function auditCsvFilename(now = new Date()): string {
  return `parley-audit-${now.toISOString().slice(0, 10)}.csv`;
}
