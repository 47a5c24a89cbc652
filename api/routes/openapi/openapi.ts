import Router from '@koa/router';
import type { AppContextExtras, AppState, Services } from '../../context';
import { openApiDocument } from '../../openapi/buildOpenApiDocument';

/** The API described for programs; public, like any API reference. */
export function openApiRouter(_services: Services) {
  const router = new Router<AppState, AppContextExtras>();
  router.get('/api/openapi.json', (ctx) => {
    ctx.body = openApiDocument();
  });
  return router;
}
