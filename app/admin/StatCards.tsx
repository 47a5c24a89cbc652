import { visuallyHidden } from '../marketing/shared/layout.css';
import { StatCard, StatGrid } from '../shell/StatCard';
import {
  type DashboardStats,
  INSIGHTS_PERCENT_OF_COMPLETED,
  type InterviewStats,
  type ProjectStats,
} from './dashboardStats';
import { plural } from './plural';

interface Figure {
  value: number;
  caption: string;
}

interface Stat {
  label: string;
  figure: (stats: DashboardStats) => Figure | null;
}

const fromProjects =
  (read: (stats: ProjectStats) => Figure) =>
  ({ projects }: DashboardStats) =>
    projects && read(projects);
const fromInterviews =
  (read: (stats: InterviewStats) => Figure) =>
  ({ interviews }: DashboardStats) =>
    interviews && read(interviews);

/** Spec section 2's four cards; every figure is counted from the stored projects and interviews. */
const STATS: Stat[] = [
  {
    label: 'Interview Projects',
    figure: fromProjects((stats) => ({
      value: stats.projects,
      caption: `for ${plural(stats.clients, 'client')}`,
    })),
  },
  {
    label: 'Active Interviews',
    figure: fromInterviews((stats) => ({
      value: stats.active,
      caption: `${stats.inProgress} in progress, ${stats.pending} pending`,
    })),
  },
  {
    label: 'Completed',
    figure: fromInterviews((stats) => ({
      value: stats.completed,
      caption: `of ${plural(stats.total, 'interview')}`,
    })),
  },
  {
    label: 'Insights Generated',
    figure: fromInterviews((stats) => ({
      value: stats.insightsGenerated,
      caption: `${INSIGHTS_PERCENT_OF_COMPLETED}% of completed interviews`,
    })),
  },
];

/**
 * The stat cards. A figure whose list is loading shows a skeleton; one whose list
 * failed shows a dash (the list below says what failed and offers a retry).
 */
export function StatCards({
  stats,
  loading,
}: {
  stats: DashboardStats;
  loading: { projects: boolean; interviews: boolean };
}) {
  return (
    <StatGrid>
      {STATS.map((stat) => {
        const figure = stat.figure(stats);
        return (
          <StatCard
            key={stat.label}
            label={stat.label}
            isLoading={stat.label === 'Interview Projects' ? loading.projects : loading.interviews}
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
