import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type Koa from 'koa';
import session from 'koa-session';
import type { AppContextExtras, AppState } from '../context';

export const SESSION_COOKIE = 'parley.sid';

/**
 * koa-session backed by the `sessions` table. The cookie only carries a random
 * 256-bit id; the data lives server-side, so logout really ends the session. The
 * store uses the root knex, never a request transaction: sessions load before a
 * route opens one (see authenticate) and save after it has committed.
 */
export function sessionMiddleware(
  app: Koa<AppState, AppContextExtras>,
  knex: Knex,
  maxAgeMs: number,
): Koa.Middleware<AppState, AppContextExtras> {
  const store = {
    async get(id: string) {
      const row = await knex('sessions')
        .where({ id })
        .andWhere('expires_at', '>', new Date())
        .first('data');
      return row?.data ?? null;
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
      signed: true,
      rolling: false,
      renew: true,
      store,
      genid: () => randomBytes(32).toString('base64url'),
    },
    app,
  ) as Koa.Middleware<AppState, AppContextExtras>;
  return async (ctx, next) => {
    // `secure` depends on the request: on behind a TLS proxy (clientAddress makes
    // ctx.secure honour X-Forwarded-Proto from a TRUST_PROXY address, from no one
    // else), off on plain http so local use works.
    await sessions(ctx, async () => {
      const options = (ctx as unknown as { sessionOptions: { secure?: boolean } }).sessionOptions;
      options.secure = ctx.secure;
      await next();
    });
  };
}

/** Deletes expired sessions now and then every hour; koa-session never does it itself. */
export function startSessionPurge(knex: Knex): () => void {
  const purge = () =>
    knex('sessions')
      .where('expires_at', '<', new Date())
      .del()
      .catch((error: unknown) => console.error('[sessions] purge failed:', error));
  void purge();
  const timer = setInterval(purge, 3600_000);
  timer.unref();
  return () => clearInterval(timer);
}
