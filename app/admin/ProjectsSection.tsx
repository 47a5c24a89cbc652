import type { Project } from '../../sync/contract/projects';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { LoadError } from '../ui/LoadError';
import { ListSkeleton } from './ListSkeleton';
import { ProjectCard } from './ProjectCard';
import { plural } from './plural';
import * as styles from './sections.css';
import type { useProjects } from './useProjects';

export interface ProjectsSectionProps {
  projects: ReturnType<typeof useProjects>;
  onCreate: () => void;
  onView: (project: Project) => void;
  onEdit: (project: Project) => void;
}

/** Interview Projects (spec section 2): every project, newest first. */
export function ProjectsSection({ projects, onCreate, onView, onEdit }: ProjectsSectionProps) {
  return (
    <section aria-labelledby="projects-heading" className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id="projects-heading" className={styles.sectionTitle}>
          Interview Projects
        </h2>
        {projects.data && projects.data.length > 0 && (
          <p className={styles.sectionNote}>{plural(projects.data.length, 'project')}</p>
        )}
      </div>
      <ProjectsBody {...{ projects, onCreate, onView, onEdit }} />
    </section>
  );
}

function ProjectsBody({ projects, onCreate, onView, onEdit }: ProjectsSectionProps) {
  if (projects.isPending) return <ListSkeleton count={3} what="projects" className={styles.grid} />;
  if (projects.isError) {
    return (
      <LoadError
        title="Could not load projects."
        error={projects.error}
        onRetry={() => void projects.refetch()}
        isRetrying={projects.isFetching}
      />
    );
  }
  if (projects.data.length === 0) {
    return (
      <EmptyState
        title="No projects yet"
        description="Create a project with the questions its interviews should ask."
        action={<Button onPress={onCreate}>Create Project</Button>}
      />
    );
  }
  return (
    <ul className={styles.grid}>
      {projects.data.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} onView={onView} onEdit={onEdit} />
        </li>
      ))}
    </ul>
  );
}
