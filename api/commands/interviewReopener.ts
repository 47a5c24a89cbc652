import type { Knex } from 'knex';
import { type AuditEntry, recordAudit } from '../audit/recordAudit';
import { ConflictError } from '../errors';
import { Interview } from '../models';
import { assertLinkOpen, isReopenable, reopenedFields } from './interviewLifecycle';
import { findSessionInterview } from './sessionInterviewFinder';

/**
 * Takes up an interview again from its link: one finished early carries on at its
 * next unanswered question, one declined is accepted after all. Open interviews are
 * returned as they are, so pressing Continue twice is harmless.
 */
export async function reopenInterview(
  trx: Knex.Transaction,
  interviewId: string,
  source: Pick<AuditEntry, 'actor' | 'ip'>,
  now = new Date(),
): Promise<Interview> {
  const interview = await findSessionInterview(trx, interviewId, { lock: true });
  if (interview.status === 'pending' || interview.status === 'in_progress') return interview;
  assertLinkOpen(interview, now);
  if (!isReopenable(interview, now)) {
    throw new ConflictError(
      'This interview is complete: every question has been answered.',
      'interview_completed',
    );
  }
  const reopened = await Interview.query(trx).patchAndFetchById(
    interviewId,
    reopenedFields(interview),
  );
  await recordAudit(trx, {
    ...source,
    action: 'interview.reopened',
    subjectType: 'interview',
    subjectId: interview.id,
    client: interview.client,
    details: { from: interview.status === 'declined' ? 'declined' : 'finished_early' },
  });
  return reopened;
}
