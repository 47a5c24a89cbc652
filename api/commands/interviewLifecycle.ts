import type { Knex } from 'knex';
import {
  INTERVIEW_CLOSED,
  INTERVIEW_DEADLINE_PASSED,
  INTERVIEW_DECLINED,
} from '../../sync/contract/interviewLifecycle';
import { ConflictError, GoneError } from '../errors';
import { Answer, type Interview } from '../models';

/**
 * The rules of sync/contract/interviewLifecycle.ts as the server enforces them: which
 * interviews the link still opens, and the errors for those it does not.
 */

export function isPastDeadline(interview: Pick<Interview, 'deadlineAt'>, now = new Date()) {
  return interview.deadlineAt.getTime() <= now.getTime();
}

/** An admin closed it or its deadline passed: nothing more can be done through the link. */
export function isLinkClosed(
  interview: Pick<Interview, 'closedAt' | 'deadlineAt'>,
  now = new Date(),
): boolean {
  return interview.closedAt !== null || isPastDeadline(interview, now);
}

/** Finished early or declined, and the link may still take it up again. */
export function isReopenable(interview: Interview, now = new Date()): boolean {
  if (isLinkClosed(interview, now)) return false;
  return (
    (interview.status === 'completed' && interview.finishedEarlyAt !== null) ||
    interview.status === 'declined'
  );
}

/** The fields that take a finished-early or declined interview up again. */
export function reopenedFields(interview: Pick<Interview, 'startedAt'>): Partial<Interview> {
  return {
    status: interview.startedAt ? 'in_progress' : 'pending',
    completedAt: null,
    finishedEarlyAt: null,
    declinedAt: null,
  };
}

/** 410 for an interview an admin closed or whose deadline passed; nothing otherwise. */
export function assertLinkOpen(interview: Interview, now = new Date()): void {
  if (interview.closedAt) {
    throw new GoneError(
      'This interview has been closed by the research team, so no more answers can be added. Answers you gave before it closed are kept.',
      INTERVIEW_CLOSED,
    );
  }
  if (isPastDeadline(interview, now)) {
    throw new GoneError(
      `The deadline for this interview passed on ${interview.deadlineAt.toISOString().slice(0, 10)}, so no more answers can be added. Answers you gave before then are kept.`,
      INTERVIEW_DEADLINE_PASSED,
    );
  }
}

export function declinedError(): ConflictError {
  return new ConflictError(
    'You declined this interview. Open the link again and choose to take part to continue.',
    INTERVIEW_DECLINED,
  );
}

/** An ended interview gets no more follow-ups: settle those pending so nobody waits on them. */
export async function settlePendingFollowups(trx: Knex, interviewId: string): Promise<void> {
  await Answer.query(trx)
    .where({ interview_id: interviewId, followup_status: 'pending' })
    .patch({ followupStatus: 'not_asked' });
}
