import type { Knex } from 'knex';
import { Interview } from '../models';
import { findSessionInterview } from './sessionInterviewFinder';

/**
 * Marks the interview completed. Finishing twice changes nothing: the second call
 * gets the same completedAt, which is what an offline replay expects.
 */
export async function finishInterview(
  trx: Knex.Transaction,
  interviewId: string,
): Promise<Interview> {
  const interview = await findSessionInterview(trx, interviewId, { lock: true });
  if (interview.status === 'completed' && interview.completedAt) return interview;
  return Interview.query(trx).patchAndFetchById(interviewId, {
    status: 'completed',
    completedAt: interview.completedAt ?? new Date(),
  });
}
