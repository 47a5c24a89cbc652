import type { Knex } from 'knex';
import { Answer, Interview } from '../models';
import { findSessionInterview } from './sessionInterviewFinder';

/**
 * Marks the interview completed. Finishing twice changes nothing: the second call
 * gets the same completedAt, which is what an offline replay expects. A finished
 * interview gets no more follow-ups, so the decisions still pending are settled as
 * not asked and nobody waits on them.
 */
export async function finishInterview(
  trx: Knex.Transaction,
  interviewId: string,
): Promise<Interview> {
  const interview = await findSessionInterview(trx, interviewId, { lock: true });
  if (interview.status === 'completed' && interview.completedAt) return interview;
  await Answer.query(trx)
    .where({ interview_id: interviewId, followup_status: 'pending' })
    .patch({ followupStatus: 'not_asked' });
  return Interview.query(trx).patchAndFetchById(interviewId, {
    status: 'completed',
    completedAt: interview.completedAt ?? new Date(),
  });
}
