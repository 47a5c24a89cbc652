import { ExpertFiguresQuerySchema } from '../../../sync/contract/figures';
import type { Services } from '../../context';
import { expertFigures } from '../../figures/expertFigures';
import { researchFigures } from '../../figures/researchFigures';
import { auth, currentUser } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { clientFilter } from '../../policies';
import { apiResourceRouter } from '../resourceRouter';

/**
 * The dashboards' figures (api/figures/): an admin's over every client, a customer's
 * over their own client's, an expert's over their own interviews.
 */
export function figuresRouter(_services: Services) {
  const router = apiResourceRouter();

  router.get('/api/figures', auth({ roles: ['admin', 'customer'] }), async (ctx) => {
    ctx.body = await researchFigures(ctx.services.db.knex, clientFilter(currentUser(ctx)));
  });

  router.get(
    '/api/expert-interviews/figures',
    auth({ roles: ['expert'] }),
    validate({ query: ExpertFiguresQuerySchema }),
    async (ctx) => {
      ctx.body = await expertFigures(ctx.services.db.knex, currentUser(ctx), {
        timeZone: ctx.state.input.query.timeZone,
      });
    },
  );

  return router;
}
