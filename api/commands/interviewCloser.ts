import type { Knex } from 'knex';
import { type AuditEntry, recordAudit } from '../audit/recordAudit';
import { ConflictError } from '../errors';
import { Interview } from '../models';
import { settlePendingFollowups } from './interviewLifecycle';
import { findSessionInterview } from './sessionInterviewFinder';

/**
 * An admin ends the interview: its link stops reopening it and takes no more answers.
 * One the expert finished early stays completed (its answers stand, now final); any
 * other open one becomes closed. Closing twice changes nothing.
 */
export async function closeInterview(
  trx: Knex.Transaction,
  interviewId: string,
  source: Pick<AuditEntry, 'actor' | 'ip'>,
  now = new Date(),
): Promise<Interview> {
  const interview = await findSessionInterview(trx, interviewId, { lock: true });
  if (interview.closedAt) return interview;
  if (interview.status === 'completed' && !interview.finishedEarlyAt) {
    throw new ConflictError(
      'This interview is already complete: every question was answered.',
      'interview_completed',
    );
  }
  await settlePendingFollowups(trx, interviewId);
  const closed = await Interview.query(trx).patchAndFetchById(interviewId, {
    status: interview.status === 'completed' ? 'completed' : 'closed',
    closedAt: now,
    closedBy: source.actor?.id ?? null,
  });
  await recordAudit(trx, {
    ...source,
    action: 'interview.closed',
    subjectType: 'interview',
    subjectId: interview.id,
    client: interview.client,
    details: { previousStatus: interview.status, answeredQuestions: interview.answeredQuestions },
  });
  return closed;
}
