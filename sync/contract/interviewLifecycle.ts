/**
 * How an interview ends and whether its link still opens it. Shared by the server,
 * which enforces it, and the screens, which explain it.
 *
 * - completed, no finishedEarlyAt: every question answered.
 * - completed with finishedEarlyAt: the expert stopped early; the link reopens it at
 *   the next unanswered question until an admin closes it or its deadline passes.
 * - closed: an admin ended it before the expert did (closedAt). A finished-early
 *   interview an admin closes stays completed, with closedAt set: its answers stand.
 * - declined: the expert said no from the link; the link can still accept it until
 *   the deadline or a close.
 */

/** How long an interview link stays usable when the admin sets no deadline. */
export const DEFAULT_INTERVIEW_OPEN_DAYS = 14;

/** X-Error-Code of the 410 for an interview an admin closed. */
export const INTERVIEW_CLOSED = 'interview_closed';
/** X-Error-Code of the 410 for an interview past its deadline. */
export const INTERVIEW_DEADLINE_PASSED = 'interview_deadline_passed';
/** X-Error-Code of the 409 for an action on a declined interview. */
export const INTERVIEW_DECLINED = 'interview_declined';

export function defaultInterviewDeadline(createdAt: Date): Date {
  return new Date(createdAt.getTime() + DEFAULT_INTERVIEW_OPEN_DAYS * 24 * 3600_000);
}

interface Timed {
  startedAt: string | null;
  completedAt: string | null;
  closedAt: string | null;
}

/**
 * Minutes actually spent, start to finish (or to the admin's close), rounded, at
 * least 1 once started. Null while the interview has not ended or never started:
 * a screen says "not finished" rather than showing the planned length.
 */
export function actualDurationMinutes(interview: Timed): number | null {
  const end = interview.completedAt ?? interview.closedAt;
  if (!interview.startedAt || !end) return null;
  const ms = Date.parse(end) - Date.parse(interview.startedAt);
  if (!Number.isFinite(ms) || ms < 0) return null;
  return Math.max(1, Math.round(ms / 60_000));
}

/** 'Interview closed' / 'past its deadline' wording for a 410 code, else null. */
export function closedInterviewMessage(code: string | null | undefined): string | null {
  if (code === INTERVIEW_CLOSED) return 'This interview has been closed by the research team.';
  if (code === INTERVIEW_DEADLINE_PASSED) return 'The deadline for this interview has passed.';
  return null;
}
