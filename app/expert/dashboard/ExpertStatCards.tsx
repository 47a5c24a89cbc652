import type { UseQueryResult } from '@tanstack/react-query';
import type { ExpertFigures } from '../../../sync/contract/figures';
import { StatCard, StatGrid } from '../../shell/StatCard';
import { formatDollars } from './formatDollars';

/** Upcoming, Completed (this month), Total Earnings and Avg Duration, counted by the server. */
export function ExpertStatCards({ figures }: { figures: UseQueryResult<ExpertFigures> }) {
  const stats = figures.data;
  const isLoading = figures.isPending;
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
      <AverageDuration stats={stats} isLoading={isLoading} />
    </StatGrid>
  );
}

/**
 * What the interviews took, start to finish; until one has run, the planned length of
 * the upcoming ones, labelled as planned, never passed off as what happened.
 */
function AverageDuration({ stats, isLoading }: { stats?: ExpertFigures; isLoading: boolean }) {
  const actual = stats?.averageMinutes ?? null;
  const planned = stats?.plannedMinutes ?? null;
  return (
    <StatCard
      label="Avg Duration"
      value={actual !== null ? `${actual} min` : planned !== null ? `${planned} min` : '—'}
      caption={
        actual !== null
          ? 'Start to finish, completed interviews'
          : planned !== null
            ? 'Planned: none has run yet'
            : 'None has run yet'
      }
      isLoading={isLoading}
    />
  );
}
