import type { Knex } from 'knex';
import type { Services } from '../../context';
import { auth, currentUser } from '../../middleware/auth';
import { transaction } from '../../middleware/transaction';
import { validate } from '../../middleware/validate';
import { Interview, type User } from '../../models';
import { LAST_COMPLETED_FIRST } from '../../pagination/interviewOrders';
import { type KeysetOrder, keysetPage } from '../../pagination/keysetPage';
import { sendList } from '../../pagination/sendList';
import { ownedByExpert, TAKEABLE_NOW } from '../../policies/expertInterviews';
import { presentInterviews } from '../../presenters/interview';
import { apiResourceRouter } from '../resourceRouter';
import { InterviewPageQuerySchema } from './schema';

const OLDEST_FIRST: KeysetOrder = {
  table: 'interviews',
  keys: ['interviews.created_at', 'interviews.id'],
  direction: 'asc',
};

/** The signed-in expert's own interviews, for the expert dashboard. */
export function expertInterviewsRouter(_services: Services) {
  const router = apiResourceRouter();
  const expertOnly = auth({ roles: ['expert'] });

  // Next up first: the oldest open interview is the one to take now.
  router.get(
    '/api/expert-interviews/upcoming',
    expertOnly,
    validate({ query: InterviewPageQuerySchema }),
    transaction(),
    async (ctx) => {
      const trx = ctx.state.trx;
      const query = interviewsOf(trx, currentUser(ctx)).whereRaw(
        TAKEABLE_NOW.sql,
        TAKEABLE_NOW.bindings(new Date()),
      );
      const { include, ...request } = ctx.state.input.query;
      await sendList(
        ctx,
        request,
        (page) => keysetPage(trx, query, OLDEST_FIRST, page),
        (rows) => presentInterviews(trx, rows, include),
      );
    },
  );

  router.get(
    '/api/expert-interviews/completed',
    expertOnly,
    validate({ query: InterviewPageQuerySchema }),
    transaction(),
    async (ctx) => {
      const trx = ctx.state.trx;
      const query = interviewsOf(trx, currentUser(ctx)).where('status', 'completed');
      const { include, ...request } = ctx.state.input.query;
      await sendList(
        ctx,
        request,
        (page) => keysetPage(trx, query, LAST_COMPLETED_FIRST, page),
        (rows) => presentInterviews(trx, rows, include),
      );
    },
  );

  return router;
}

function interviewsOf(trx: Knex, expert: User) {
  return Interview.query(trx).where(ownedByExpert(expert));
}
