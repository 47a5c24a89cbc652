import type { Knex } from 'knex';
import { type AuditEntry, recordAudit } from '../audit/recordAudit';
import { ConflictError } from '../errors';
import { Interview } from '../models';
import { assertLinkOpen, settlePendingFollowups } from './interviewLifecycle';
import { findSessionInterview } from './sessionInterviewFinder';

/**
 * The expert turns the interview down from its link. The admin sees it as declined
 * (and in the audit trail); until the deadline or a close, the link can still accept
 * it (interviewReopener.ts). Declining twice changes nothing.
 */
export async function declineInterview(
  trx: Knex.Transaction,
  interviewId: string,
  source: Pick<AuditEntry, 'actor' | 'ip'>,
  now = new Date(),
): Promise<Interview> {
  const interview = await findSessionInterview(trx, interviewId, { lock: true });
  if (interview.status === 'declined') return interview;
  assertLinkOpen(interview, now);
  if (interview.status === 'completed') {
    throw new ConflictError(
      'This interview is already finished, so it can no longer be declined.',
      'interview_finished',
    );
  }
  await settlePendingFollowups(trx, interviewId);
  const declined = await Interview.query(trx).patchAndFetchById(interviewId, {
    status: 'declined',
    declinedAt: now,
  });
  await recordAudit(trx, {
    ...source,
    action: 'interview.declined',
    subjectType: 'interview',
    subjectId: interview.id,
    client: interview.client,
    details: { answeredQuestions: interview.answeredQuestions },
  });
  return declined;
}
