import type { SessionInterview } from '../../../sync/contract';
import { formatDate } from '../../lib/dateFormat';

/** Until when the link takes the interview up again, in words: 'until Dec 9, 2026'. */
export function reopenWindow(interview: Pick<SessionInterview, 'deadlineAt'>): string {
  // A snapshot cached before deadlines existed has none: the research team decides then.
  if (!interview.deadlineAt) return 'until the research team closes it';
  return `until ${formatDate(interview.deadlineAt)}, unless the research team closes it sooner`;
}

/** An admin closed it, or its deadline passed: the link takes nothing more. */
export function isLinkClosed(
  interview: Pick<SessionInterview, 'closedAt' | 'deadlineAt'>,
  now = Date.now(),
): boolean {
  if (interview.closedAt) return true;
  return !!interview.deadlineAt && Date.parse(interview.deadlineAt) <= now;
}
