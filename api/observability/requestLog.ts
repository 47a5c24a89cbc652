import type { Middleware } from 'koa';
import type { Level, Logger } from 'pino';
import type { AppContext, AppContextExtras, AppState } from '../context';
import type { ApiRouter } from '../routes/resourceRouter';
import { logger } from './logger';
import { PROBE_PATHS } from './paths';
import { REQUEST_ID_HEADER, requestIdFrom } from './requestId';
import { responseStatus, whenResponseDone } from './responseDone';
import { routePattern } from './routePattern';

const requestIds = new WeakMap<AppContext, string>();
const requestLoggers = new WeakMap<AppContext, Logger>();

/**
 * Gives every request an id (echoed as X-Request-Id) and a logger bound to it
 * (`requestLogger(ctx)`), and writes one line when the response is over:
 * `{ reqId, method, route, status, durationMs }`. The route is the pattern, not the URL,
 * and the line holds no header, cookie, query or body. Health checks and scrapes log at
 * debug level whatever they answer, server errors at error, the rest at info.
 *
 * Written with pino itself rather than pino-http, which made two child loggers and set
 * three listeners for every request whether or not anything logged through them: on
 * the client dashboard, the cheapest read, that was a fifth of the server's time per
 * request (docs/SCALING.md). The request's logger is made only when something asks for it.
 */
export function requestLog(router: ApiRouter): Middleware<AppState, AppContextExtras> {
  return (ctx, next) => {
    const started = performance.now();
    const reqId = requestIdFrom(ctx.req.headers['x-request-id']);
    requestIds.set(ctx, reqId);
    ctx.set(REQUEST_ID_HEADER, reqId);
    whenResponseDone(ctx.res, () => {
      const status = responseStatus(ctx.res);
      const level = lineLevel(ctx, status);
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          reqId,
          method: ctx.method,
          route: routePattern(ctx, router),
          status,
          durationMs: Math.round(performance.now() - started),
        },
        level === 'error' ? 'request failed' : 'request completed',
      );
    });
    return next();
  };
}

function lineLevel(ctx: AppContext, status: string): Level {
  // A failing readiness probe is reported once, when it starts failing
  // (observabilityRoutes.ts).
  if (PROBE_PATHS.has(ctx.path)) return 'debug';
  return Number(status) >= 500 ? 'error' : 'info';
}

/** The logger of this request (bound to its id); the root logger outside a request. */
export function requestLogger(ctx: AppContext): Logger {
  const reqId = requestIds.get(ctx);
  if (reqId === undefined) return logger;
  let bound = requestLoggers.get(ctx);
  if (!bound) {
    bound = logger.child({ reqId });
    requestLoggers.set(ctx, bound);
  }
  return bound;
}

/** This request's id, as echoed in X-Request-Id; undefined outside `requestLog`. */
export function requestIdOf(ctx: AppContext): string | undefined {
  return requestIds.get(ctx);
}
