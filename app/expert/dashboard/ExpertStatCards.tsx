import type { Interview } from '../../../sync/contract/interviews';
import { StatCard, StatGrid } from '../../shell/StatCard';
import { type ExpertStats, expertStats, formatDollars } from './expertStats';

/** Upcoming, Completed (this month), Total Earnings and Avg Duration. */
export function ExpertStatCards({
  upcoming,
  completed,
  isLoading,
}: {
  upcoming: Interview[] | undefined;
  completed: Interview[] | undefined;
  isLoading: boolean;
}) {
  const stats: ExpertStats | null =
    upcoming && completed ? expertStats(upcoming, completed, new Date()) : null;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return (
    <StatGrid>
      <StatCard
        label="Upcoming Interviews"
        value={stats?.upcoming ?? '—'}
        caption="Waiting for you"
        isLoading={isLoading}
      />
      <StatCard
        label="Completed"
        value={stats?.completedThisMonth ?? '—'}
        caption="This month"
        isLoading={isLoading}
      />
      <StatCard
        label="Total Earnings"
        value={stats ? formatDollars(stats.totalEarnings) : '—'}
        caption={stats ? `From ${plural(stats.completedInAll, 'completed interview')}` : null}
        isLoading={isLoading}
      />
      <StatCard
        label="Avg Duration"
        value={stats?.averageMinutes != null ? `${stats.averageMinutes} min` : '—'}
        caption="Start to finish, completed interviews"
        isLoading={isLoading}
      />
    </StatGrid>
  );
}
