import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { AppContextExtras, AppState } from '../context';
import { assertSafeInput } from './unsafeInput';

/**
 * One guard for every route instead of a check per field: a NUL character (or absurd
 * nesting) in the query string, a route parameter or the JSON body is a 400 that
 * names the field, before any handler or query runs. Multipart fields and file names
 * are checked by `multipartBody` with the same rule once they are parsed.
 *
 * Route parameters are not known before routing, so this asks the router which
 * route the path matches and reads them the same way the route will.
 */
const ENCODED_NUL = /%00/i;

export function rejectUnsafeInput(
  router: Router<AppState, AppContextExtras>,
): Middleware<AppState, AppContextExtras> {
  return (ctx, next) => {
    assertSafeInput(ctx.query, 'query parameter');
    // A decoded path parameter can hold a NUL only where the path spells one as %00:
    // matching the path against every route is left to those paths.
    if (ENCODED_NUL.test(ctx.path)) {
      for (const layer of router.match(ctx.path, ctx.method).pathAndMethod) {
        assertSafeInput(layer.params(ctx.path, layer.captures(ctx.path)), 'path parameter');
      }
    }
    assertSafeInput(ctx.request.body, 'body field');
    return next();
  };
}
