import { JobIdParamsSchema, JobListQuerySchema } from '../../../sync/contract/jobs';
import type { Services } from '../../context';
import { NotFoundError } from '../../errors';
import { listDeadJobs } from '../../jobs/deadLetters';
import { auth } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { apiResourceRouter } from '../resourceRouter';

/** pg-boss job ids are UUIDs: anything else names no job (and must not reach the uuid column). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/api/admin/jobs`: the background jobs that failed for good, and their retry. Admins only. */
export function adminJobsRouter(_services: Services) {
  const router = apiResourceRouter();
  router.get(
    '/api/admin/jobs',
    auth({ roles: ['admin'] }),
    validate({ query: JobListQuerySchema }),
    async (ctx) => {
      const { jobs, db } = ctx.services;
      ctx.body = { jobs: await listDeadJobs(db.knex, jobs.kinds) };
    },
  );
  router.post(
    '/api/admin/jobs/:id/retry',
    auth({ roles: ['admin'] }),
    validate({ params: JobIdParamsSchema }),
    async (ctx) => {
      const { id } = ctx.state.input.params as { id: string };
      const kind = UUID.test(id) ? await ctx.services.jobs.retry(id) : null;
      if (!kind)
        throw new NotFoundError(`No failed job with id ${id}: only a dead job can be retried`);
      ctx.body = { id, kind };
    },
  );
  return router;
}
