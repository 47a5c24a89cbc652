import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type Koa from 'koa';
import session from 'koa-session';
import type { AppContextExtras, AppState } from '../context';
import { compiledQuery } from '../db/compiledQuery';
import { moduleLogger } from '../observability';
import { rememberSessionUser } from './sessionUser';

const log = moduleLogger('sessions');

export const SESSION_COOKIE = 'parley.sid';

/**
 * koa-session backed by the `sessions` table. The cookie only carries a random
 * 256-bit id; the data lives server-side, so logout really ends the session. The
 * cookie is not signed: a forged id would have to guess 256 random bits, which a
 * signature cannot make harder, and verifying one cost three HMACs on every request.
 * The store uses the root knex, never a request transaction: sessions load before a
 * route opens one (see authenticate) and save after it has committed.
 */
export function sessionMiddleware(
  app: Koa<AppState, AppContextExtras>,
  knex: Knex,
  maxAgeMs: number,
): Koa.Middleware<AppState, AppContextExtras> {
  const store = {
    async get(id: string, _maxAge: number, { ctx }: { ctx?: Koa.Context }) {
      // The account the session names comes in the same statement: every signed-in
      // request needs both, and authenticate takes it from sessionUser.ts.
      const [row] = await sessionWithUser(knex, id, new Date());
      if (!row) return null;
      const { session_data: data, ...userColumns } = row;
      if (ctx) rememberSessionUser(ctx, userColumns);
      return data;
    },
    async set(id: string, data: unknown, maxAge: number | 'session') {
      const ttl = typeof maxAge === 'number' ? maxAge : maxAgeMs;
      await knex('sessions')
        .insert({ id, data: JSON.stringify(data), expires_at: new Date(Date.now() + ttl) })
        .onConflict('id')
        .merge();
    },
    async destroy(id: string) {
      await knex('sessions').where({ id }).del();
    },
  };
  const sessions = session(
    {
      key: SESSION_COOKIE,
      maxAge: maxAgeMs,
      httpOnly: true,
      sameSite: 'lax',
      signed: false,
      rolling: false,
      renew: true,
      store,
      genid: () => randomBytes(32).toString('base64url'),
    },
    app,
  ) as Koa.Middleware<AppState, AppContextExtras>;
  return (ctx, next) =>
    // `secure` depends on the request: on behind a TLS proxy (clientAddress makes
    // ctx.secure honour X-Forwarded-Proto from a TRUST_PROXY address, from no one
    // else), off on plain http so local use works.
    sessions(ctx, () => {
      const options = (ctx as unknown as { sessionOptions: { secure?: boolean } }).sessionOptions;
      options.secure = ctx.secure;
      return next();
    });
}

/** Compiled once: every signed-in request starts with it. */
const sessionWithUser = compiledQuery<[string, Date], Record<string, unknown>>((knex, id, now) =>
  knex('sessions')
    .leftJoin('users', 'users.id', knex.raw("sessions.data->>'userId'"))
    .where('sessions.id', id)
    .andWhere('sessions.expires_at', '>', now)
    .first('users.*', 'sessions.data as session_data'),
);

/** Deletes expired sessions now and then every hour; koa-session never does it itself. */
export function startSessionPurge(knex: Knex): () => void {
  const purge = () =>
    knex('sessions')
      .where('expires_at', '<', new Date())
      .del()
      .catch((error: unknown) => log.error({ err: error }, 'purge failed'));
  void purge();
  const timer = setInterval(purge, 3600_000);
  timer.unref();
  return () => clearInterval(timer);
}
