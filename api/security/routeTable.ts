import type { Services } from '../context';
import { apiRouter } from '../routes';

export interface RegisteredRoute {
  method: string;
  /** As registered, e.g. `/api/projects/:id`. */
  path: string;
  params: string[];
}

/**
 * Every route the real router serves, read from its stack rather than listed by
 * hand, so a route added anywhere is covered by the tests that walk this table.
 * HEAD is left out: Koa answers it from the GET handler.
 */
export function registeredRoutes(services: Services): RegisteredRoute[] {
  return apiRouter(services)
    .stack.filter((layer) => layer.methods.length > 0 && typeof layer.path === 'string')
    .flatMap((layer) =>
      layer.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => ({
          method,
          path: layer.path as string,
          params: layer.paramNames.map((key) => key.name),
        })),
    );
}

/** The route's path with each `:param` replaced by `paramValue(param)`, URL-encoded. */
export function fillPath(path: string, paramValue: (param: string) => string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(paramValue(name)));
}
