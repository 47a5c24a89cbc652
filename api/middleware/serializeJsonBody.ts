import type { Middleware } from 'koa';
import type { AppContextExtras, AppState } from '../context';

/**
 * Turns a JSON body (a plain object or array) into its text once, as soon as the route is
 * done. Koa would otherwise stringify it twice: once for `ctx.length`, which the
 * compressor reads to compare with its threshold, and again to send it. Mounted just
 * inside compressResponses, so the compressor sees the text.
 */
export function serializeJsonBody(): Middleware<AppState, AppContextExtras> {
  return async (ctx, next) => {
    await next();
    const { body } = ctx;
    if (isPlainJson(body) && ctx.response.is('json')) ctx.body = JSON.stringify(body);
  };
}

function isPlainJson(body: unknown): body is object {
  if (body === null || typeof body !== 'object') return false;
  const prototype = Object.getPrototypeOf(body);
  return Array.isArray(body) || prototype === Object.prototype || prototype === null;
}
