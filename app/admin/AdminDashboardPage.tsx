import { container } from '../marketing/shared/layout.css';
import { Button } from '../ui/Button';
import * as styles from './AdminDashboardPage.css';
import { AdminTopBar } from './AdminTopBar';
import { dashboardStats } from './dashboardStats';
import { ProjectsSection } from './ProjectsSection';
import { RecentInterviews } from './RecentInterviews';
import { StatCards } from './StatCards';
import { useDialogHost } from './useDialogHost';
import { useInterviews } from './useInterviews';
import { useProjects } from './useProjects';

/**
 * The employee dashboard at /admin (spec section 2): projects and their questions,
 * interviews and their shareable links, and four figures counted from both lists.
 */
export function AdminDashboardPage() {
  const projects = useProjects();
  const interviews = useInterviews();
  const { open, host } = useDialogHost();
  const stats = dashboardStats(projects.data, interviews.data);
  const hasProjects = (projects.data?.length ?? 0) > 0;

  return (
    <div className={styles.page}>
      <AdminTopBar />
      <main className={`${container} ${styles.main}`}>
        <div className={styles.intro}>
          <div>
            <h1 className={styles.heading}>Expert Network Dashboard</h1>
            <p className={styles.subtitle}>
              Create interview projects with custom questions, then interviews with links to send to
              experts.
            </p>
          </div>
          <div className={styles.actions}>
            <Button onPress={() => open({ kind: 'newProject' })}>New Project</Button>
            <Button
              variant="secondary"
              onPress={() => open({ kind: 'newInterview' })}
              // Spec section 2: an interview needs a project to ask its questions.
              isDisabled={!hasProjects}
            >
              Create Interview
            </Button>
          </div>
        </div>
        <StatCards
          stats={stats}
          loading={{ projects: projects.isPending, interviews: interviews.isPending }}
        />
        <div className={styles.columns}>
          <ProjectsSection
            projects={projects}
            onCreate={() => open({ kind: 'newProject' })}
            onView={(project) => open({ kind: 'project', projectId: project.id })}
            onEdit={(project) => open({ kind: 'editProject', project })}
          />
          <RecentInterviews
            interviews={interviews}
            onView={(interview) => open({ kind: 'interview', interviewId: interview.id })}
          />
        </div>
      </main>
      {host}
    </div>
  );
}
