import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { AppContext, AppContextExtras, AppState } from '../context';
import type { ApiRouter } from '../routes/resourceRouter';
import { logger } from './logger';
import { PROBE_PATHS } from './paths';
import { REQUEST_ID_HEADER, requestIdFrom } from './requestId';
import { responseStatus } from './responseDone';
import { routePattern } from './routePattern';

/**
 * Gives every request an id (echoed as X-Request-Id) and a logger bound to it
 * (`requestLogger(ctx)`), and writes one line when the response is over:
 * `{ reqId, method, route, status, durationMs }`. The route is the pattern, not the URL,
 * and the line holds no header, cookie, query or body. Health checks and scrapes log at
 * debug level whatever they answer, server errors at error, the rest at info.
 */
export function requestLog(router: ApiRouter): Middleware<AppState, AppContextExtras> {
  // pino-http sees Node's request; the line needs Koa's context (the matched route).
  const contexts = new WeakMap<IncomingMessage, AppContext>();
  const line = (req: IncomingMessage, res: ServerResponse, durationMs: number) => {
    const ctx = contexts.get(req);
    return {
      method: req.method,
      route: ctx ? routePattern(ctx, router) : undefined,
      status: responseStatus(res),
      durationMs,
    };
  };
  const logRequest = pinoHttp({
    logger,
    genReqId: (req) => requestIdFrom(req.headers['x-request-id']),
    // Only `reqId` is bound: no serialised request (headers, cookies) on any line.
    quietReqLogger: true,
    quietResLogger: true,
    // Even when quiet, pino-http binds the serialised request (every header, cookies too)
    // to a logger it keeps aside; these make that binding empty instead.
    wrapSerializers: false,
    serializers: { req: () => undefined, res: () => undefined },
    customLogLevel: (req, res) => {
      // A failing readiness probe is reported once, when it starts failing
      // (observabilityRoutes.ts).
      const path = contexts.get(req)?.path;
      if (path && PROBE_PATHS.has(path)) return 'debug';
      return res.statusCode >= 500 ? 'error' : 'info';
    },
    customSuccessObject: (req, res, value: { responseTime: number }) =>
      line(req, res, value.responseTime),
    // A 500's error is logged where it was caught (errorHandler), with its stack.
    customErrorObject: (req, res, _error, value: { responseTime: number }) =>
      line(req, res, value.responseTime),
    customErrorMessage: () => 'request failed',
  });
  return async (ctx, next) => {
    contexts.set(ctx.req, ctx);
    logRequest(ctx.req, ctx.res);
    ctx.set(REQUEST_ID_HEADER, String(ctx.req.id));
    await next();
  };
}

/** The logger of this request (bound to its id); the root logger outside a request. */
export function requestLogger(ctx: AppContext): Logger {
  return (ctx.req.log as Logger | undefined) ?? logger;
}

/** This request's id, as echoed in X-Request-Id; undefined outside `requestLog`. */
export function requestIdOf(ctx: AppContext): string | undefined {
  const id = ctx.req.id as string | undefined;
  return id === undefined ? undefined : String(id);
}
