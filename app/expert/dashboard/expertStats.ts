import type { Interview } from '../../../sync/contract/interviews';
import { isInMonthOf } from '../../lib/dateFormat';

export interface ExpertStats {
  upcoming: number;
  completedThisMonth: number;
  completedInAll: number;
  /** Whole dollars over every completed interview. */
  totalEarnings: number;
  /** Mean planned length of the completed interviews in whole minutes; null with none. */
  averageMinutes: number | null;
}

type Completed = Pick<Interview, 'completedAt' | 'compensation' | 'interviewDurationMinutes'>;

/**
 * The four cards. Compensation needs no fallback here: the column is NOT NULL with the
 * spec's default of 150, so every interview carries its amount.
 *
 * The duration is the planned length, not the time between start and finish: a
 * session can be paused and resumed days later ("you can always come back later"),
 * so wall-clock time says nothing about how long the expert talked.
 */
export function expertStats(
  upcoming: readonly unknown[],
  completed: readonly Completed[],
  now: Date,
): ExpertStats {
  const totalMinutes = completed.reduce((sum, i) => sum + i.interviewDurationMinutes, 0);
  return {
    upcoming: upcoming.length,
    completedThisMonth: completed.filter((i) => i.completedAt && isInMonthOf(i.completedAt, now))
      .length,
    completedInAll: completed.length,
    totalEarnings: completed.reduce((sum, interview) => sum + interview.compensation, 0),
    averageMinutes: completed.length > 0 ? Math.round(totalMinutes / completed.length) : null,
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
