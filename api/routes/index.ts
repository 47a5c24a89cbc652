import Router from '@koa/router';
import type { AppContextExtras, AppState, Services } from '../context';
import { authRouter } from './auth/auth';

/** Every `/api/*` route, then a JSON 404 for any other path under /api. */
export function apiRouter(services: Services): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();
  for (const resource of [authRouter(services)]) {
    router.use(resource.routes(), resource.allowedMethods({ throw: false }));
  }
  router.all('/api{/*rest}', (ctx) => {
    ctx.status = 404;
    ctx.set('X-Error-Code', 'not_found');
    ctx.body = {
      error: { code: 'not_found', message: `No API route for ${ctx.method} ${ctx.path}` },
    };
  });
  return router;
}
