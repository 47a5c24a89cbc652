import { useResearchFigures } from '../api/queries/figures';
import { useRecentlyCompletedInterviews } from '../api/queries/interviews';
import { useProjects } from '../api/queries/projects';
import { useCurrentUser } from '../auth/useCurrentUser';
import { DashboardShell, displayName } from '../shell/DashboardShell';
import { isSignedOut, ListOrFailure, SignedOutNotice } from '../shell/ListStates';
import { LoadMore } from '../shell/LoadMore';
import { StatCard, StatGrid } from '../shell/StatCard';
import { RECENT_INTERVIEW_COUNT } from './home/customerStats';
import * as styles from './home/home.css';
import { NewProjectButton } from './home/NewProjectButton';
import { ProjectList } from './home/ProjectList';
import { RecentInterviews } from './home/RecentInterviews';
import { AccessPending } from './team/AccessPending';
import { TeamSection } from './team/TeamSection';

/** `/customer`: the customer's projects, their interviews, and a new project. */
export function CustomerHomePage() {
  const { data: user } = useCurrentUser();
  const projects = useProjects();
  const interviews = useRecentlyCompletedInterviews(RECENT_INTERVIEW_COUNT);
  const figures = useResearchFigures();
  const signedOut = isSignedOut(projects.error) || isSignedOut(interviews.error);
  const stats = figures.data;
  const isLoading = figures.isPending;
  // Access is granted, never claimed: until someone lets this account in, it has no data.
  const client = user?.clientAccess ?? null;

  return (
    <DashboardShell
      user={signedOut ? null : user}
      badge="Customer Dashboard"
      title={user && !signedOut ? `Welcome, ${displayName(user)}` : 'Customer Dashboard'}
      lead="Your research projects and the expert interviews behind them."
      actions={!signedOut && client && <NewProjectButton variant="primary" />}
    >
      {signedOut ? (
        <SignedOutNotice />
      ) : user && !client ? (
        <AccessPending />
      ) : (
        <>
          <StatGrid>
            <StatCard
              label="Active Projects"
              value={stats?.activeProjects ?? '—'}
              caption={stats ? `${stats.projects} in all` : undefined}
              isLoading={isLoading}
            />
            <StatCard
              label="Total Interviews"
              value={stats?.interviews.total ?? '—'}
              caption="Across your projects"
              isLoading={isLoading}
            />
            <StatCard
              label="Completed"
              value={stats?.interviews.completed ?? '—'}
              caption="Interviews finished"
              isLoading={isLoading}
            />
            <StatCard
              label="Completion Rate"
              value={stats ? `${stats.interviews.completionRate}%` : '—'}
              caption="Of all interviews"
              isLoading={isLoading}
            />
          </StatGrid>
          <div className={styles.columns}>
            <section className={styles.section} aria-labelledby="your-projects">
              <h2 id="your-projects" className={styles.sectionTitle}>
                Your Projects
              </h2>
              <ListOrFailure query={projects} what="your projects">
                <ProjectList projects={projects.items} />
                <LoadMore list={projects} what="projects" />
              </ListOrFailure>
            </section>
            <section className={styles.section} aria-labelledby="recent-interviews">
              <h2 id="recent-interviews" className={styles.sectionTitle}>
                Recent Interviews
              </h2>
              <ListOrFailure query={interviews} what="your interviews">
                <RecentInterviews interviews={interviews.data} />
              </ListOrFailure>
            </section>
          </div>
          {client && <TeamSection client={client} />}
        </>
      )}
    </DashboardShell>
  );
}
