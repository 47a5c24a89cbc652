import type { Services } from '../../context';
import { openApiDocument } from '../../openapi/buildOpenApiDocument';
import { apiResourceRouter } from '../resourceRouter';

/** The API described for programs; public, like any API reference. */
export function openApiRouter(_services: Services) {
  const router = apiResourceRouter();
  router.get('/api/openapi.json', (ctx) => {
    ctx.body = openApiDocument();
  });
  return router;
}
