import diagnosticsChannel from 'node:diagnostics_channel';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pg from 'pg';

/**
 * Preloaded into a Parley server by the scale bench (NODE_OPTIONS=--import): every SQL
 * statement a request marked `x-bench-capture: <name>` sends through `pg` is appended to
 * BENCH_QUERY_LOG as one JSON line `{ target, text, values }`. The bench marks one request
 * per endpoint, with no other traffic, and replays the statements in a bare Koa + pg
 * server (bench/sameSqlServer.ts). Unmarked requests only pay one comparison per query.
 * pg-boss polls through the same `pg` module on its own schema: those statements are left out.
 */

export const CAPTURE_HEADER = 'x-bench-capture';
/** The bare server's path prefix for a target's statements answered with Parley's body. */
export const WITH_PARLEY_BODY = '/with-parley-body/';

export interface CapturedQuery {
  target: string;
  text: string;
  values?: unknown[];
  /** The prepared statement's name Parley gave it (api/db/preparingPgClient.ts), if any. */
  name?: string;
}

const logFile = process.env.BENCH_QUERY_LOG;
if (logFile) {
  let capturing: string | null = null;
  diagnosticsChannel.subscribe('http.server.request.start', (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    const target = request.headers[CAPTURE_HEADER];
    if (typeof target !== 'string') return;
    capturing = target;
    response.once('finish', () => {
      capturing = null;
    });
  });

  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function capturedQuery(this: pg.Client, ...args: unknown[]) {
    if (capturing) record(capturing, args[0], args[1]);
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;

  const record = (target: string, config: unknown, values: unknown) => {
    const statement =
      typeof config === 'string'
        ? { text: config, values: Array.isArray(values) ? values : undefined }
        : (config as { text: string; values?: unknown[]; name?: string });
    if (/\bpgboss\b/.test(statement.text)) return;
    const line: CapturedQuery = { target, ...statement };
    fs.appendFileSync(logFile, `${JSON.stringify(line)}\n`);
  };
}
