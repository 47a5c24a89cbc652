import { JobIdParamsSchema, JobListQuerySchema } from '../../../sync/contract/jobs';
import type { Services } from '../../context';
import { NotFoundError } from '../../errors';
import { deadJobsPage, JOB_ID } from '../../jobs/deadLetters';
import { auth } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { sendList } from '../../pagination/sendList';
import { apiResourceRouter } from '../resourceRouter';

/** `/api/admin/jobs`: the background jobs that failed for good, and their retry. Admins only. */
export function adminJobsRouter(_services: Services) {
  const router = apiResourceRouter();
  router.get(
    '/api/admin/jobs',
    auth({ roles: ['admin'] }),
    validate({ query: JobListQuerySchema }),
    async (ctx) => {
      const { jobs, db } = ctx.services;
      const { state: _failed, ...page } = ctx.state.input.query;
      await sendList(
        ctx,
        page,
        (request) => deadJobsPage(db.knex, jobs.kinds, request),
        (rows) => rows,
        // Without limit or cursor, the list's first shape.
        (items) => ({ jobs: items }),
      );
    },
  );
  router.post(
    '/api/admin/jobs/:id/retry',
    auth({ roles: ['admin'] }),
    validate({ params: JobIdParamsSchema }),
    async (ctx) => {
      const { id } = ctx.state.input.params as { id: string };
      const kind = JOB_ID.test(id) ? await ctx.services.jobs.retry(id) : null;
      if (!kind)
        throw new NotFoundError(`No failed job with id ${id}: only a dead job can be retried`);
      ctx.body = { id, kind };
    },
  );
  return router;
}
