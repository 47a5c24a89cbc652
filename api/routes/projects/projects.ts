import Router from '@koa/router';
import type { AppContextExtras, AppState, Services } from '../../context';

export function projectsRouter(_services: Services) {
  const router = new Router<AppState, AppContextExtras>();
  return router;
}
