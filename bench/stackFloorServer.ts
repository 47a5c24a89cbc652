import { randomBytes, randomUUID } from 'node:crypto';
import Router from '@koa/router';
import Koa from 'koa';
import session from 'koa-session';
import pg from 'pg';
import { pino } from 'pino';
import { Histogram } from 'prom-client';
import { PARLEY_POOL_SIZE, readCapturedReplay } from './capturedReplay';
import type { CapturedQuery } from './queryCapture';

/**
 * The scale bench's second baseline, the floor of the stack Parley must use: the bare
 * server's statements and Parley's body (SAME_SQL_FILE, SAME_BODY_FILE, as
 * bench/sameSqlServer.ts reads them) behind only the libraries the stack and issue 16
 * require: a session kept in PostgreSQL through koa-session (its store runs the target's
 * statement that reads `sessions`, as Parley's does), @koa/router with as many routes as
 * Parley's API, and per request a pino line with a request id and a prom-client latency
 * observation. No guards, validation, authorization, ORM or security headers: next to this,
 * what is left is Parley's own code, and how far above the bare server's half this floor
 * itself sits says how much room the stack leaves for it.
 * `GET /sign-in` starts a session; `GET /<target>` answers as Parley did.
 */
/** About as many routes as Parley's API registers, so matching costs what it costs there. */
const OTHER_ROUTES = 64;

const { statements, bodies } = readCapturedReplay();
const readsSession = (query: CapturedQuery) => /\bfrom "sessions"/.test(query.text);

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: PARLEY_POOL_SIZE });
const send = (query: CapturedQuery, client: pg.Pool | pg.PoolClient = pool) =>
  client.query({ text: query.text, values: query.values, name: query.name });

const app = new Koa();
const logger = pino({ timestamp: pino.stdTimeFunctions.isoTime });
const latency = new Histogram({
  name: 'floor_http_request_duration_seconds',
  help: 'Request latency',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

app.use((ctx, next) => {
  const started = performance.now();
  const reqId = randomUUID();
  const stopTimer = latency.startTimer();
  ctx.set('X-Request-Id', reqId);
  ctx.res.once('close', () => {
    const route = String((ctx as { _matchedRoute?: string })._matchedRoute ?? '-');
    const status = String(ctx.status);
    stopTimer({ method: ctx.method, route, status });
    logger.info(
      {
        reqId,
        method: ctx.method,
        route,
        status,
        durationMs: Math.round(performance.now() - started),
      },
      'request completed',
    );
  });
  return next();
});

// The target whose statements a session's lookup replays: the one this request asks for.
const targetOf = (path: string) => path.slice(1);
app.use(
  session(
    {
      key: 'floor.sid',
      maxAge: 24 * 60 * 60 * 1000,
      signed: false,
      rolling: false,
      renew: false,
      genid: () => randomBytes(32).toString('base64url'),
      store: {
        async get(_id, _maxAge, { ctx }) {
          const lookup = statements.get(targetOf(ctx.path))?.find(readsSession);
          if (!lookup) return { signedIn: true };
          const { rows } = await send(lookup);
          return rows[0] ? { signedIn: true } : null;
        },
        async set() {},
        async destroy() {},
      },
    },
    app,
  ),
);

const router = new Router({ strict: true, sensitive: true });
for (let index = 0; index < OTHER_ROUTES; index++) {
  router.get(`/api/resource-${index}/:id${index % 2 ? '/detail' : ''}`, (ctx) => {
    ctx.body = index;
  });
}
router.get('/sign-in', (ctx) => {
  ctx.session!.signedIn = true;
  ctx.body = 'signed in';
});
router.get('/:target', async (ctx) => {
  const target = ctx.params.target!;
  const queries = statements.get(target);
  const body = bodies.get(target);
  if (!queries || !body) return ctx.throw(404, `Nothing captured for ${target}`);
  const rest = queries.filter((query) => !readsSession(query));
  if (rest.length < queries.length && !ctx.session?.signedIn) return ctx.throw(401);
  const client = await pool.connect();
  try {
    for (const query of rest) await send(query, client);
  } finally {
    client.release();
  }
  ctx.type = 'application/json';
  ctx.body = body;
});
app.use(router.routes());

const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`stack floor listening on ${typeof address === 'object' && address?.port}`);
});
process.once('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
