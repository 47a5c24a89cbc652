import type { Middleware } from 'koa';
import type { AppContextExtras, AppState } from '../context';
import type { ApiRouter } from '../routes/resourceRouter';
import { httpRequestDuration } from './metricsRegistry';
import { responseStatus, whenResponseDone } from './responseDone';
import { routePattern } from './routePattern';

/** Observes `parley_http_request_duration_seconds` for every request once its response is over. */
export function httpMetrics(router: ApiRouter): Middleware<AppState, AppContextExtras> {
  return (ctx, next) => {
    const stopTimer = httpRequestDuration.startTimer();
    whenResponseDone(ctx.res, () => {
      stopTimer({
        method: ctx.method,
        route: routePattern(ctx, router),
        status: responseStatus(ctx.res),
      });
    });
    return next();
  };
}
