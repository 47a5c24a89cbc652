import { useState } from 'react';
import type { Citation } from '../../../sync/contract/customer';
import { useProjectFigures } from '../../api/queries/figures';
import { useProject } from '../../api/queries/projects';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { DashboardShell } from '../../shell/DashboardShell';
import { isSignedOut, SignedOutNotice } from '../../shell/ListStates';
import { Badge } from '../../ui/Badge';
import { NavButton } from '../../ui/NavButton';
import { Skeleton } from '../../ui/Skeleton';
import { ProjectTabs } from './ProjectTabs';
import { ProjectUnavailable } from './ProjectUnavailable';
import * as styles from './projectDashboard.css';
import { TranscriptDialog } from './transcripts/TranscriptDialog';

const BADGE = 'Project Dashboard';

/**
 * `/customer/{projectId}` (spec section 2): the project's name, its interview figures
 * and four tabs. Every figure and insight comes from stored interviews and answers the
 * user may read; the API refuses another client's project (403) and an unknown id (404).
 */
export function ProjectDashboardPage({ projectId }: { projectId: string }) {
  const { data: user } = useCurrentUser();
  const project = useProject(projectId);
  // The header's figures are counted on the server; the Transcripts tab pages its own list.
  const projectFigures = useProjectFigures(projectId);
  const figures = projectFigures.data;
  // The quote whose transcript is open, if any.
  const [cited, setCited] = useState<Citation | null>(null);

  // Admins come here from the employee dashboard, customers from their project list.
  const back = (
    <NavButton to={user?.role === 'admin' ? '/admin' : '/customer'} variant="secondary" size="sm">
      {user?.role === 'admin' ? 'Back to Dashboard' : 'Back to Projects'}
    </NavButton>
  );

  if (isSignedOut(project.error)) {
    return (
      <DashboardShell user={null} badge={BADGE} title="Project Dashboard">
        <SignedOutNotice />
      </DashboardShell>
    );
  }
  if (project.error) {
    return (
      <DashboardShell user={user} badge={BADGE} title="Project Dashboard">
        <ProjectUnavailable
          error={project.error}
          back={back}
          onRetry={() => void project.refetch()}
          isRetrying={project.isFetching}
        />
      </DashboardShell>
    );
  }

  // A figure that could not be read says so with a dash, not a skeleton that never ends.
  const figure = (value: number | undefined) => {
    if (value !== undefined) return value;
    if (projectFigures.error) return <span title="Could not load this figure">–</span>;
    return <Skeleton width="2ch" height="0.9em" />;
  };

  return (
    <DashboardShell
      user={user}
      badge={BADGE}
      title={project.data?.name ?? <Skeleton width="18ch" height="1em" />}
      lead={
        <>
          Market Research Dashboard - {figure(figures?.completed)} expert{' '}
          {figures?.completed === 1 ? 'interview' : 'interviews'} completed
        </>
      }
      actions={back}
    >
      <div className={styles.badges} aria-busy={figures ? undefined : true}>
        <Badge tone="info">
          {figure(figures?.companies)} {figures?.companies === 1 ? 'company' : 'companies'}
        </Badge>
        <Badge tone="success">{figure(figures?.completed)} completed</Badge>
      </div>
      {project.data ? (
        <ProjectTabs
          project={project.data}
          interviewCount={figures?.interviews ?? null}
          interviewsWithAnswers={figures?.withAnswers ?? null}
          onOpenCitation={setCited}
        />
      ) : (
        <Skeleton height="2.5rem" width="min(32rem, 100%)" />
      )}
      <TranscriptDialog
        interviewId={cited?.interviewId ?? null}
        focusAnswerId={cited?.answerId}
        onClose={() => setCited(null)}
      />
    </DashboardShell>
  );
}
