import type { Middleware } from 'koa';
import type { AppContextExtras, AppState } from '../context';
import { isApiPath } from './apiPath';

/** Conservative headers for every response; API responses are never cached by browsers. */
export function securityHeaders(): Middleware<AppState, AppContextExtras> {
  return (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'same-origin');
    ctx.set('X-Frame-Options', 'DENY');
    if (isApiPath(ctx.path)) ctx.set('Cache-Control', 'no-store');
    return next();
  };
}
