import type { UseQueryResult } from '@tanstack/react-query';
import { INSIGHTS_PERCENT_OF_COMPLETED, type ResearchFigures } from '../../sync/contract/figures';
import { visuallyHidden } from '../marketing/shared/layout.css';
import { StatCard, StatGrid } from '../shell/StatCard';
import { plural } from './plural';

interface Figure {
  value: number;
  caption: string;
}

interface Stat {
  label: string;
  figure: (figures: ResearchFigures) => Figure;
}

/** Spec section 2's four cards, counted by the server (GET /api/figures). */
const STATS: Stat[] = [
  {
    label: 'Interview Projects',
    figure: (figures) => ({
      value: figures.projects,
      caption: `for ${plural(figures.clients, 'client')}`,
    }),
  },
  {
    label: 'Active Interviews',
    figure: ({ interviews }) => ({
      value: interviews.active,
      caption: `${interviews.inProgress} in progress, ${interviews.pending} pending`,
    }),
  },
  {
    label: 'Completed',
    figure: ({ interviews }) => ({
      value: interviews.completed,
      caption: `of ${plural(interviews.total, 'interview')}`,
    }),
  },
  {
    label: 'Insights Generated',
    figure: (figures) => ({
      value: figures.insightsGenerated,
      caption: `${INSIGHTS_PERCENT_OF_COMPLETED}% of completed interviews`,
    }),
  },
];

/** The stat cards: skeletons while the figures load, a dash if they could not be read. */
export function StatCards({ figures }: { figures: UseQueryResult<ResearchFigures> }) {
  return (
    <StatGrid>
      {STATS.map((stat) => {
        const figure = figures.data && stat.figure(figures.data);
        return (
          <StatCard
            key={stat.label}
            label={stat.label}
            isLoading={figures.isPending}
            value={
              figure ? (
                figure.value
              ) : (
                <>
                  <span aria-hidden="true">—</span>
                  <span className={visuallyHidden}>Not available</span>
                </>
              )
            }
            caption={figure?.caption}
          />
        );
      })}
    </StatGrid>
  );
}
