import type { Services } from '../../context';
import { auth } from '../../middleware/auth';
import { systemStatus } from '../../system/engineStatus';
import { apiResourceRouter } from '../resourceRouter';

/** `/api/admin/system`: which engines this server runs, for the admin dashboard. */
export function systemRouter(_services: Services) {
  const router = apiResourceRouter();
  router.get('/api/admin/system', auth({ roles: ['admin'] }), async (ctx) => {
    ctx.body = systemStatus(ctx.services);
  });
  return router;
}
