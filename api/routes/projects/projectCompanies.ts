import { PageQuerySchema } from '../../../sync/contract/pagination';
import { projectCompanyPage } from '../../commands/projectCompanies';
import { readableProject } from '../../commands/readableProject';
import type { Services } from '../../context';
import { auth, currentUser } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { sendList } from '../../pagination/sendList';
import { apiResourceRouter } from '../resourceRouter';
import { ProjectParamsSchema } from './schema';

/**
 * `GET /api/projects/:id/companies`: the companies of a project the caller may read,
 * paged like every list, for the transcripts' company filter, which then asks
 * `GET /api/interviews?projectId=…&company=…` for that company's interviews.
 */
export function projectCompaniesRouter(_services: Services) {
  const router = apiResourceRouter();
  router.get(
    '/api/projects/:id/companies',
    auth({ roles: ['admin', 'customer'] }),
    validate({ params: ProjectParamsSchema, query: PageQuerySchema }),
    async (ctx) => {
      const db = ctx.services.db.knex;
      const project = await readableProject(db, ctx.state.input.params.id, currentUser(ctx));
      await sendList(
        ctx,
        ctx.state.input.query,
        (page) => projectCompanyPage(db, project.id, page),
        (names) => names,
      );
    },
  );
  return router;
}
