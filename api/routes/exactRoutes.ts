import Router from '@koa/router';
import type { AppContextExtras, AppState } from '../context';

type ApiRouter = Router<AppState, AppContextExtras>;

/**
 * The same routes, matched only as written: case-sensitive, and no trailing slash.
 *
 * @koa/router matches case-insensitively by default and each resource router keeps
 * its own options when mounted, so `/API/projects` and `/api/projects/` reached the
 * handlers while checks that read the path saw something else. Rebuilding the
 * mounted stack here covers every resource router, including ones added later,
 * without each having to remember the options. Anything else under /api is a 404
 * (`apiNotFound`).
 */
export function exactRoutes(mounted: ApiRouter): ApiRouter {
  const exact = new Router<AppState, AppContextExtras>({ sensitive: true, strict: true });
  for (const layer of mounted.stack) {
    // Layer adds HEAD to every GET itself; passing it on would list it twice.
    const methods = layer.methods.includes('GET')
      ? layer.methods.filter((method) => method !== 'HEAD')
      : layer.methods;
    exact.register(layer.path as string, methods, layer.stack as never, {
      name: layer.name,
      end: layer.opts.end,
      ignoreCaptures: layer.opts.ignoreCaptures,
      pathAsRegExp: layer.opts.pathAsRegExp,
    });
  }
  return exact;
}
