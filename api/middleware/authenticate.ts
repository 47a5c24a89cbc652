import type { Middleware } from 'koa';
import type { AppContextExtras, AppState } from '../context';
import { User } from '../models';

/**
 * Loads the signed-in user for every request, before any transaction opens, so the
 * session store's query never competes with a handler's transaction for PGlite's
 * single connection. A session pointing at a deleted user counts as signed out.
 */
export function authenticate(): Middleware<AppState, AppContextExtras> {
  return async (ctx, next) => {
    ctx.state.user = null;
    const userId = ctx.session?.userId;
    if (typeof userId === 'string') {
      const user = await User.query(ctx.services.db.knex).findById(userId);
      if (user) ctx.state.user = user;
      else ctx.session = null;
    }
    await next();
  };
}
