import type { Project } from '../../sync/contract/projects';
import type { useProjects } from '../api/queries/projects';
import { LoadMore, shownCount } from '../shell/LoadMore';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { LoadError } from '../ui/LoadError';
import { ListSkeleton } from './ListSkeleton';
import { ProjectCard } from './ProjectCard';
import { plural } from './plural';
import * as styles from './sections.css';

export interface ProjectsSectionProps {
  projects: ReturnType<typeof useProjects>;
  onCreate: () => void;
  onView: (project: Project) => void;
  onEdit: (project: Project) => void;
}

/** Interview Projects (spec section 2): newest first, a page at a time. */
export function ProjectsSection({ projects, onCreate, onView, onEdit }: ProjectsSectionProps) {
  const shown = projects.items?.length ?? 0;
  return (
    <section aria-labelledby="projects-heading" className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id="projects-heading" className={styles.sectionTitle}>
          Interview Projects
        </h2>
        {shown > 0 && (
          <p className={styles.sectionNote}>
            {shownCount(shown, (count) => plural(count, 'project'), projects.hasNextPage)}
          </p>
        )}
      </div>
      <ProjectsBody {...{ projects, onCreate, onView, onEdit }} />
    </section>
  );
}

function ProjectsBody({ projects, onCreate, onView, onEdit }: ProjectsSectionProps) {
  // A failed "Load more" keeps the pages read; only a list never read shows the failure.
  if (!projects.items) {
    if (!projects.isError) {
      return <ListSkeleton count={3} what="projects" className={styles.grid} />;
    }
    return (
      <LoadError
        title="Could not load projects."
        error={projects.error}
        onRetry={() => void projects.refetch()}
        isRetrying={projects.isFetching}
      />
    );
  }
  if (projects.items.length === 0) {
    return (
      <EmptyState
        title="No projects yet"
        description="Create a project with the questions its interviews should ask."
        action={<Button onPress={onCreate}>Create Project</Button>}
      />
    );
  }
  return (
    <>
      <ul className={styles.grid}>
        {projects.items.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} onView={onView} onEdit={onEdit} />
          </li>
        ))}
      </ul>
      <LoadMore list={projects} what="projects" />
    </>
  );
}
