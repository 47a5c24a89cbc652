import Koa from 'koa';
import pg from 'pg';
import { PARLEY_POOL_SIZE, readCapturedReplay } from './capturedReplay';
import { WITH_PARLEY_BODY } from './queryCapture';

/**
 * The scale bench's baseline: bare Koa + pg running, for `GET /<target>`, the very
 * statements Parley sent for that endpoint (bench/queryCapture.ts wrote them to
 * SAME_SQL_FILE, values included, BEGIN/COMMIT included) on one pooled connection, and
 * answering every statement's rows as JSON. A statement Parley sent prepared, under a
 * name, is sent prepared under the same name here, so both servers ask the same of
 * PostgreSQL. No middleware, no sessions, no ORM, no presenters: what is left of Parley's
 * time per request next to this is Parley's own.
 * `GET /with-parley-body/<target>` runs the same statements and answers with the body Parley
 * answered (SAME_BODY_FILE, `{ target: body }`) instead of the rows: next to that, what is
 * left is Parley's own time beyond the bytes it sends, which the rows can be far from (the
 * client dashboard's body at 50,000 answers is 12.7 kB; its statements' rows, 1 kB).
 * The pool is as large as Parley's knex pool (api/db/connection.ts), so both wait alike.
 */
const { statements, bodies: parleyBodies } = readCapturedReplay();

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: PARLEY_POOL_SIZE });
const app = new Koa();
app.use(async (ctx) => {
  const withParleyBody = ctx.path.startsWith(WITH_PARLEY_BODY);
  const target = ctx.path.slice(withParleyBody ? WITH_PARLEY_BODY.length : 1);
  const queries = statements.get(target);
  if (!queries) return ctx.throw(404, `No statements captured for ${ctx.path}`);
  const parleyBody = withParleyBody ? parleyBodies.get(target) : undefined;
  if (withParleyBody && !parleyBody) return ctx.throw(404, `No body captured for ${target}`);
  const client = await pool.connect();
  try {
    const rows: unknown[][] = [];
    for (const { text, values, name } of queries) {
      rows.push((await client.query({ text, values, name })).rows);
    }
    if (parleyBody) {
      ctx.type = 'application/json';
      ctx.body = parleyBody;
    } else {
      ctx.body = rows;
    }
  } finally {
    client.release();
  }
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`same-sql listening on ${typeof address === 'object' && address?.port}`);
});
process.once('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
