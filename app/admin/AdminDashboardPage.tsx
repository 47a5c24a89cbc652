import { useResearchFigures } from '../api/queries/figures';
import { useNewestInterviews } from '../api/queries/interviews';
import { useProjects } from '../api/queries/projects';
import { useCurrentUser } from '../auth/useCurrentUser';
import { DashboardShell } from '../shell/DashboardShell';
import { Button } from '../ui/Button';
import { Inline } from '../ui/Stack';
import * as styles from './AdminDashboardPage.css';
import { AdminTabs } from './AdminTabs';
import { ProjectsSection } from './ProjectsSection';
import { RECENT_INTERVIEWS_SHOWN, RecentInterviews } from './RecentInterviews';
import { StatCards } from './StatCards';
import { SystemPanel } from './SystemPanel';
import { useDialogHost } from './useDialogHost';

/**
 * The employee dashboard at /admin (spec section 2): projects and their questions,
 * interviews and their shareable links, four figures the server counts, and which
 * engines the server runs.
 */
export function AdminDashboardPage() {
  const { data: user } = useCurrentUser();
  const projects = useProjects();
  const interviews = useNewestInterviews(RECENT_INTERVIEWS_SHOWN);
  const { open, host } = useDialogHost();
  const figures = useResearchFigures();
  const hasProjects = (projects.items?.length ?? 0) > 0;

  return (
    <DashboardShell
      user={user}
      nav={<AdminTabs current="employee" />}
      title="Expert Network Dashboard"
      lead="Create interview projects with custom questions, then interviews with links to send to experts."
      actions={
        <Inline stackOnPhone className={styles.actions}>
          <Button onPress={() => open({ kind: 'newProject' })}>New Project</Button>
          <Button
            variant="secondary"
            onPress={() => open({ kind: 'newInterview' })}
            // Spec section 2: an interview needs a project to ask its questions.
            isDisabled={!hasProjects}
          >
            Create Interview
          </Button>
        </Inline>
      }
    >
      <StatCards figures={figures} />
      <div className={styles.columns}>
        <ProjectsSection
          projects={projects}
          onCreate={() => open({ kind: 'newProject' })}
          onView={(project) => open({ kind: 'project', projectId: project.id })}
          onEdit={(project) => open({ kind: 'editProject', project })}
        />
        <RecentInterviews
          interviews={interviews}
          total={figures.data?.interviews.total}
          onView={(interview) => open({ kind: 'interview', interviewId: interview.id })}
        />
      </div>
      <SystemPanel />
      {host}
    </DashboardShell>
  );
}
