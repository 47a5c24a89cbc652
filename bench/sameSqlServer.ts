import fs from 'node:fs';
import Koa from 'koa';
import pg from 'pg';
import type { CapturedQuery } from './queryCapture';

/**
 * The scale bench's baseline: bare Koa + pg running, for `GET /<target>`, the very
 * statements Parley sent for that endpoint (bench/queryCapture.ts wrote them to
 * SAME_SQL_FILE, values included, BEGIN/COMMIT included) on one pooled connection, and
 * answering every statement's rows as JSON. A statement Parley sent prepared, under a
 * name, is sent prepared under the same name here, so both servers ask the same of
 * PostgreSQL. No middleware, no sessions, no ORM, no presenters: what is left of Parley's
 * time per request next to this is Parley's own.
 * The pool is as large as Parley's knex pool (api/db/connection.ts), so both wait alike.
 */
const PARLEY_POOL_SIZE = 10;

const statements = new Map<string, CapturedQuery[]>();
for (const line of fs.readFileSync(process.env.SAME_SQL_FILE!, 'utf8').split('\n')) {
  if (!line) continue;
  const query = JSON.parse(line) as CapturedQuery;
  statements.set(query.target, [...(statements.get(query.target) ?? []), query]);
}

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: PARLEY_POOL_SIZE });
const app = new Koa();
app.use(async (ctx) => {
  const queries = statements.get(ctx.path.slice(1));
  if (!queries) return ctx.throw(404, `No statements captured for ${ctx.path}`);
  const client = await pool.connect();
  try {
    const rows: unknown[][] = [];
    for (const { text, values, name } of queries) {
      rows.push((await client.query({ text, values, name })).rows);
    }
    ctx.body = rows;
  } finally {
    client.release();
  }
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`same-sql listening on ${typeof address === 'object' && address?.port}`);
});
process.once('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
