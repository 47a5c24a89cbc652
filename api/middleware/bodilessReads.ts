import type { Middleware } from 'koa';
import type { AppContextExtras, AppState } from '../context';
import { ValidationError } from '../errors';

const READS = new Set(['GET', 'HEAD']);

/**
 * A GET or HEAD carries no body (RFC 9110 gives it no meaning), so one that sends a
 * body is refused before any work. Answering it in full instead, while its body was
 * still arriving unread, made Node close the connection under a long answer (the
 * OpenAPI document) and the client lost the end of it.
 */
export function bodilessReads(): Middleware<AppState, AppContextExtras> {
  return (ctx, next) => {
    const hasBody = (ctx.request.length ?? 0) > 0 || ctx.get('Transfer-Encoding') !== '';
    if (READS.has(ctx.method) && hasBody) {
      ctx.set('Connection', 'close');
      throw new ValidationError(
        `A ${ctx.method} request takes no body: send its input in the query string`,
        'body_not_allowed',
      );
    }
    return next();
  };
}
