import type { Knex } from 'knex';
import {
  findOrGenerateProjectSummary,
  isSummaryStale,
  regenerateProjectSummary,
} from '../../commands/projectSummaryGenerator';
import { readableProject } from '../../commands/readableProject';
import type { Services } from '../../context';
import { auth, currentUser } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import type { Analysis, Project } from '../../models';
import { presentProjectSummary } from '../../presenters/projectSummary';
import { apiResourceRouter } from '../resourceRouter';
import { ProjectSummaryParamsSchema, RegenerateProjectSummaryRequestSchema } from './schema';

/**
 * The project dashboard's Key Insights tab: an executive summary and one summary per
 * base question, stored as a generation. GET returns the stored one (generating and
 * storing it on the first read of a project); POST regenerates it on purpose.
 * Admins read any project; a customer only their own client's; experts none.
 */
export function projectSummariesRouter(_services: Services) {
  const router = apiResourceRouter();
  const adminOrCustomer = auth({ roles: ['admin', 'customer'] });

  router.get(
    '/api/projects/:id/summary',
    adminOrCustomer,
    validate({ params: ProjectSummaryParamsSchema }),
    async (ctx) => {
      const db = ctx.services.db.knex;
      const user = currentUser(ctx);
      const project = await readableProject(db, ctx.state.input.params.id, user);
      const summary = await findOrGenerateProjectSummary(db, project, {
        ai: ctx.services.ai,
        userId: user.id,
      });
      ctx.body = await present(db, project, summary);
    },
  );

  router.post(
    '/api/projects/:id/summary',
    adminOrCustomer,
    validate({ params: ProjectSummaryParamsSchema, body: RegenerateProjectSummaryRequestSchema }),
    async (ctx) => {
      const db = ctx.services.db.knex;
      const user = currentUser(ctx);
      const project = await readableProject(db, ctx.state.input.params.id, user);
      const summary = await regenerateProjectSummary(db, project, {
        ai: ctx.services.ai,
        userId: user.id,
      });
      ctx.body = await present(db, project, summary);
    },
  );

  return router;
}

async function present(trx: Knex, project: Project, summary: Analysis) {
  return presentProjectSummary(summary, await isSummaryStale(trx, project, summary));
}
