import type { Interview } from '../../../sync/contract/interviews';
import { isInMonthOf } from '../../lib/dateFormat';
import { averageActualMinutes } from '../../lib/interviewDuration';

export interface ExpertStats {
  upcoming: number;
  completedThisMonth: number;
  completedInAll: number;
  /** Whole dollars over every completed interview. */
  totalEarnings: number;
  /** Mean actual length (started to finished) of the completed interviews; null with none known. */
  averageMinutes: number | null;
}

type Completed = Pick<Interview, 'completedAt' | 'compensation' | 'actualDurationMinutes'>;

/**
 * The four cards. Compensation needs no fallback here: the column is NOT NULL with the
 * spec's default of 150, so every interview carries its amount.
 *
 * The duration is what happened, start to finish (the server's actualDurationMinutes),
 * not the planned length: an interview without one is left out of the mean.
 */
export function expertStats(
  upcoming: readonly unknown[],
  completed: readonly Completed[],
  now: Date,
): ExpertStats {
  return {
    upcoming: upcoming.length,
    completedThisMonth: completed.filter((i) => i.completedAt && isInMonthOf(i.completedAt, now))
      .length,
    completedInAll: completed.length,
    totalEarnings: completed.reduce((sum, interview) => sum + interview.compensation, 0),
    averageMinutes: averageActualMinutes(completed),
  };
}

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** "$1,050": compensation is whole dollars. */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}
