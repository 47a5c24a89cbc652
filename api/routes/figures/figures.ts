import { ExpertFiguresQuerySchema } from '../../../sync/contract/figures';
import { readableProject } from '../../commands/readableProject';
import type { Services } from '../../context';
import { expertFigures } from '../../figures/expertFigures';
import { projectFigures } from '../../figures/projectFigures';
import { researchFigures } from '../../figures/researchFigures';
import { auth, currentUser } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { clientFilter } from '../../policies';
import { ProjectParamsSchema } from '../projects/schema';
import { apiResourceRouter } from '../resourceRouter';

/**
 * The dashboards' figures (api/figures/): an admin's over every client, a customer's
 * over their own client's, a project dashboard's over a project the caller may read, an
 * expert's over their own interviews.
 */
export function figuresRouter(_services: Services) {
  const router = apiResourceRouter();

  router.get('/api/figures', auth({ roles: ['admin', 'customer'] }), async (ctx) => {
    ctx.body = await researchFigures(ctx.services.db.knex, clientFilter(currentUser(ctx)));
  });

  router.get(
    '/api/projects/:id/figures',
    auth({ roles: ['admin', 'customer'] }),
    validate({ params: ProjectParamsSchema }),
    async (ctx) => {
      const db = ctx.services.db.knex;
      const project = await readableProject(db, ctx.state.input.params.id, currentUser(ctx));
      ctx.body = await projectFigures(db, project.id);
    },
  );

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
