import type { Middleware } from 'koa';
import { apiTokenAuthenticator } from '../commands/apiTokenAuthenticator';
import type { AppContextExtras, AppState } from '../context';
import { AuthorizationError } from '../errors';
import { User } from '../models';
import { isSessionOnlyRoute } from './sessionOnlyRoutes';
import { sessionUserOf } from './sessionUser';

/**
 * Loads the caller for every request, before any transaction opens, so these queries
 * never compete with a handler's transaction for PGlite's single connection.
 *
 * Two credentials: an `Authorization: Bearer` API token (programs) or the session
 * cookie (the browser). A request with an Authorization header is judged by it alone:
 * a bad token is a 401, never a silent fall-back to the cookie, and the session is not
 * even read, so a program's call neither loads, renews nor sets a session cookie. A
 * valid token is still refused (403) on the contract's `sessionOnly` routes: signing
 * in and out, and minting tokens.
 * A session pointing at a deleted user counts as signed out.
 */
export function authenticate(): Middleware<AppState, AppContextExtras> {
  return async (ctx, next) => {
    ctx.state.user = null;
    ctx.state.apiTokenId = null;
    const authorization = ctx.get('Authorization');
    if (authorization) {
      const { user, token } = await apiTokenAuthenticator(ctx.services.db.knex, authorization);
      if (isSessionOnlyRoute(ctx.method, ctx.path)) {
        throw new AuthorizationError(
          'This needs a signed-in browser session: API tokens cannot sign in or out or create tokens',
          'session_required',
        );
      }
      ctx.state.user = user;
      ctx.state.apiTokenId = token.id;
      await next();
      return;
    }
    const userId = ctx.session?.userId;
    if (typeof userId === 'string') {
      const readWithSession = sessionUserOf(ctx, userId);
      const user =
        readWithSession === undefined
          ? await User.query(ctx.services.db.knex).findById(userId)
          : readWithSession;
      if (user) ctx.state.user = user;
      else ctx.session = null;
    }
    await next();
  };
}
