import type { Knex } from 'knex';
import type { Services } from '../../context';
import { auth, currentUser } from '../../middleware/auth';
import { transaction } from '../../middleware/transaction';
import { Interview, type User } from '../../models';
import { presentInterviews } from '../../presenters/interview';
import { apiResourceRouter } from '../resourceRouter';

/** The signed-in expert's own interviews, for the expert dashboard. */
export function expertInterviewsRouter(_services: Services) {
  const router = apiResourceRouter();
  const expertOnly = auth({ roles: ['expert'] });

  // Next up first: the oldest open interview is the one to take now. One whose link
  // no longer works (closed, past its deadline) cannot be taken, so it is not upcoming.
  router.get('/api/expert-interviews/upcoming', expertOnly, transaction(), async (ctx) => {
    const trx = ctx.state.trx;
    const interviews = await interviewsOf(trx, currentUser(ctx))
      .whereIn('status', ['pending', 'in_progress'])
      .whereNull('closed_at')
      .where('deadline_at', '>', new Date())
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc');
    ctx.body = await presentInterviews(trx, interviews);
  });

  router.get('/api/expert-interviews/completed', expertOnly, transaction(), async (ctx) => {
    const trx = ctx.state.trx;
    const interviews = await interviewsOf(trx, currentUser(ctx))
      .where('status', 'completed')
      .orderByRaw('completed_at desc nulls last, created_at desc, id desc');
    ctx.body = await presentInterviews(trx, interviews);
  });

  return router;
}

/**
 * The same ownership rule as `isExpertOf` in api/policies/interview.ts, as a query:
 * bound to the expert's user id, or sent to their e-mail address in any letter case
 * once they have verified it.
 */
function interviewsOf(trx: Knex, expert: User) {
  return Interview.query(trx).where((owned) => {
    owned.where('expert_user_id', expert.id);
    if (expert.email && expert.emailVerifiedAt) {
      owned.orWhereRaw('lower(expert_email) = lower(?)', [expert.email]);
    }
  });
}
