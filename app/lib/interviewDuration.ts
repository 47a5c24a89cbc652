import type { Interview } from '../../sync/contract/interviews';

/**
 * How long an interview actually took, for every screen that shows a duration: the
 * server's started-to-finished minutes, or a plain statement that it is not known
 * yet. Never the planned length dressed up as what happened.
 */
export function formatActualDuration(
  interview: Pick<Interview, 'actualDurationMinutes' | 'startedAt' | 'status'>,
): string {
  if (interview.actualDurationMinutes !== null) return `${interview.actualDurationMinutes} min`;
  if (!interview.startedAt) return 'Not started';
  return interview.status === 'declined' ? 'Declined' : 'Not finished';
}
