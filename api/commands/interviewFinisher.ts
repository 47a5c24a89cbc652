import type { Knex } from 'knex';
import { Interview } from '../models';
import { assertLinkOpen, declinedError, settlePendingFollowups } from './interviewLifecycle';
import { countQuestions, findSessionInterview } from './sessionInterviewFinder';

/**
 * Marks the interview completed. With questions still unanswered it is finished early,
 * and its link reopens it (interviewReopener.ts) until an admin closes it or its
 * deadline passes. Finishing twice changes nothing: the second call gets the same
 * completedAt, which is what an offline replay expects. A finished interview gets no
 * more follow-ups, so the decisions still pending are settled as not asked.
 */
export async function finishInterview(
  trx: Knex.Transaction,
  interviewId: string,
  now = new Date(),
): Promise<Interview> {
  const interview = await findSessionInterview(trx, interviewId, { lock: true });
  if (interview.status === 'completed' && interview.completedAt) return interview;
  if (interview.status === 'declined') throw declinedError();
  assertLinkOpen(interview, now);
  await settlePendingFollowups(trx, interviewId);
  const { answered, total } = await countQuestions(trx, interviewId);
  return Interview.query(trx).patchAndFetchById(interviewId, {
    status: 'completed',
    completedAt: interview.completedAt ?? now,
    finishedEarlyAt: answered < total ? now : null,
  });
}
