import type { Middleware } from 'koa';
import type { AppContextExtras, AppState } from '../context';
import { isApiPath } from './apiPath';

/**
 * After the routes: any API path no route answered, in any spelling, is a JSON 404
 * rather than the web app's index.html or Koa's bare "Not Found".
 */
export function apiNotFound(): Middleware<AppState, AppContextExtras> {
  return async (ctx, next) => {
    if (!isApiPath(ctx.path)) return next();
    ctx.status = 404;
    ctx.set('X-Error-Code', 'not_found');
    ctx.body = {
      error: { code: 'not_found', message: `No API route for ${ctx.method} ${ctx.path}` },
    };
  };
}
