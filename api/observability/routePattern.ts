import type { AppContext } from '../context';
import { isApiPath } from '../middleware/apiPath';
import type { ApiRouter } from '../routes/resourceRouter';

/** Requests to the API that no route serves (the JSON 404). */
export const UNMATCHED_API_ROUTE = '(unmatched api)';
/** Files of the built web app and the pages it answers with index.html. */
export const WEB_APP_ROUTE = '(web app)';

/**
 * The route a request went to, as registered (`/api/projects/:id`), never the raw path:
 * it labels metrics, whose label values must stay few, and log lines, which can then be
 * grouped by route. @koa/router records the pattern it matched; a request refused before
 * routing (a NUL in the query, a cross-site POST) is matched here the way the router would.
 */
export function routePattern(ctx: AppContext, router: ApiRouter): string {
  const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
  if (matched !== undefined) return String(matched);
  if (!isApiPath(ctx.path)) return WEB_APP_ROUTE;
  const route = router
    .match(ctx.path, ctx.method)
    .pathAndMethod.findLast((layer) => layer.methods.length > 0);
  return route ? String(route.path) : UNMATCHED_API_ROUTE;
}
