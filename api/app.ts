import path from 'node:path';
import Koa from 'koa';
import type { AppContextExtras, AppState, Services } from './context';
import { apiNotFound } from './middleware/apiNotFound';
import { authenticate } from './middleware/authenticate';
import { bodilessReads } from './middleware/bodilessReads';
import { jsonBody } from './middleware/body';
import { clientAddress } from './middleware/clientAddress';
import { compressResponses } from './middleware/compressResponses';
import { identityBodiesOnly } from './middleware/contentEncoding';
import { errorHandler } from './middleware/errorHandler';
import { rejectCrossSite } from './middleware/rejectCrossSite';
import { rejectUnsafeInput } from './middleware/rejectUnsafeInput';
import { securityHeaders } from './middleware/securityHeaders';
import { serializeJsonBody } from './middleware/serializeJsonBody';
import { sessionMiddleware } from './middleware/session';
import { configureLogging, httpMetrics, observabilityRoutes, requestLog } from './observability';
import { apiRouter } from './routes';
import { staticApp } from './web/staticApp';

export interface CreateAppOptions {
  services: Services;
  /** Signing keys for the session cookie. */
  sessionKeys: string[];
  /** Built web app to serve beside the API; omitted in API tests. */
  distDir?: string;
}

/**
 * The request pipeline, outermost first: client address (through trusted proxies
 * only) → request id and log line → latency metric → errors → response compression → JSON
 * serialised once → security headers → /healthz, /readyz, /metrics → session →
 * CSRF origin check → identity encoding only → JSON body → NUL/nesting guard →
 * current user → routes → API 404 → web app. Each route then stacks its
 * own `auth()`, `validate()`, `transaction()` and, for replayed calls, `idempotency()`.
 * A middleware with nothing to do after the rest returns `next()` instead of awaiting it:
 * an async frame per layer is a promise and a microtask more on every request.
 */
export function createApp({ services, sessionKeys, distDir }: CreateAppOptions) {
  // Koa's `proxy` stays off: it would believe X-Forwarded-* from anyone (see clientAddress).
  const app = new Koa<AppState, AppContextExtras>();
  app.keys = sessionKeys;
  app.context.services = services;
  // Expected 4xx/5xx are answered by errorHandler; Koa's default logger would print
  // every one of them as if it were a crash.
  app.silent = true;
  // The server has read .env by now; the logger was made at import, from the process only.
  configureLogging(services.config.log);

  const router = apiRouter(services);
  app.use(clientAddress(services.config.trustedProxies));
  app.use(requestLog(router));
  app.use(httpMetrics(router));
  app.use(errorHandler());
  app.use(compressResponses());
  app.use(serializeJsonBody());
  app.use(securityHeaders());
  // Probes and scrapes need no session, and the API 404 and the web app must not answer them.
  app.use(observabilityRoutes(services));
  app.use(sessionMiddleware(app, services.db.knex, services.config.sessionMaxAgeMs));
  app.use(rejectCrossSite());
  app.use(identityBodiesOnly());
  app.use(bodilessReads());
  app.use(jsonBody(services.config.limits.jsonBytes));
  app.use(rejectUnsafeInput(router));
  app.use(authenticate());
  app.use(router.routes());
  app.use(apiNotFound());
  if (distDir) app.use(staticApp(path.resolve(distDir)));
  return app;
}
