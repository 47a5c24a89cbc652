import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { AppContextExtras, AppState, Services } from '../context';
import { moduleLogger } from './logger';
import { metricsAccess } from './metricsAccess';
import { metricsRegistry } from './metricsRegistry';
import { HEALTH_PATH, METRICS_PATH, PROBE_PATHS, READY_PATH } from './paths';
import { checkReadiness } from './readiness';

/**
 * `/healthz` (the process serves), `/readyz` (and its database is usable) and `/metrics`
 * (Prometheus). Public probes without a session; never cached. Mounted before the
 * session, the API 404 and the web app, which would otherwise answer these paths.
 * Only those three paths enter the router: every other request would pay for matching
 * them and falling through.
 */
export function observabilityRoutes(services: Services): Middleware<AppState, AppContextExtras> {
  const probes = probeRouter(services).routes() as Middleware<AppState, AppContextExtras>;
  return (ctx, next) => (PROBE_PATHS.has(ctx.path) ? probes(ctx, next) : next());
}

function probeRouter(services: Services): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>({ sensitive: true, strict: true });
  const log = moduleLogger('readiness');
  // Probes come every few seconds: a failing one is logged when it starts failing, not each time.
  let wasReady = true;

  router.get(HEALTH_PATH, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });

  router.get(READY_PATH, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const readiness = await checkReadiness(services.db);
    if (readiness.ready) {
      if (!wasReady) log.info('ready again');
      ctx.body = { status: 'ok' };
    } else {
      if (wasReady) log.warn({ err: readiness.error, reason: readiness.reason }, 'not ready');
      ctx.status = 503;
      ctx.body = { status: 'unavailable', reason: readiness.reason };
    }
    wasReady = readiness.ready;
  });

  router.get(METRICS_PATH, metricsAccess(services.config.metrics.token), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Type', metricsRegistry.contentType);
    ctx.body = await metricsRegistry.metrics();
  });

  return router;
}
