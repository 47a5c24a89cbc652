import Router from '@koa/router';
import type { AppContextExtras, AppState } from '../context';

export type ApiRouter = Router<AppState, AppContextExtras>;

/**
 * Every router of the API, matching paths only as written: case-sensitive and with
 * no trailing slash. @koa/router's default matches `/API/projects` and
 * `/api/projects/` too, while the checks that read the path (cross-site, no-store,
 * the API 404) see another spelling; a mounted router keeps its own options, so
 * each one is made here. Anything else under /api is a 404 (`apiNotFound`), and
 * api/security/crossSite.test.ts tries every route under every spelling.
 */
export function apiResourceRouter(): ApiRouter {
  return new Router<AppState, AppContextExtras>({ sensitive: true, strict: true });
}
