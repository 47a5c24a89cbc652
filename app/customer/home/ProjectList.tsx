import { useId } from 'react';
import type { Project } from '../../../sync/contract/projects';
import { formatDate } from '../../lib/dateFormat';
import { LoadingList } from '../../shell/ListStates';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { NavButton } from '../../ui/NavButton';
import { ProgressBar } from '../../ui/ProgressBar';
import { Skeleton, SkeletonText } from '../../ui/Skeleton';
import { Inline } from '../../ui/Stack';
import { Heading, Text } from '../../ui/Text';
import * as styles from './home.css';

/** 'Your Projects': newest first (the server's order), each leading to its insights. */
export function ProjectList({ projects }: { projects: Project[] | undefined }) {
  if (!projects) return <ProjectSkeleton />;
  if (projects.length === 0) {
    return (
      <EmptyState
        title="No projects found"
        description="Start a project with New Project: tell us what you want to learn and from whom."
      />
    );
  }
  return (
    <ul className={styles.list}>
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectItem project={project} />
        </li>
      ))}
    </ul>
  );
}

function ProjectItem({ project }: { project: Project }) {
  const titleId = useId();
  const progress = `${project.completedInterviewCount} of ${project.interviewCount} interviews completed`;
  return (
    <Card as="article" padding="md" aria-labelledby={titleId}>
      <Heading level={3} size="sm" id={titleId}>
        {project.name}
      </Heading>
      {project.description ? (
        <p className={styles.description}>{project.description}</p>
      ) : (
        <p className={`${styles.description} ${styles.noDescription}`}>No description</p>
      )}
      <ProgressBar
        label={progress}
        showValue={false}
        tone="success"
        value={project.completedInterviewCount}
        maxValue={Math.max(project.interviewCount, 1)}
        valueLabel={progress}
      />
      <Inline justify="between" gap="md">
        <Text as="span" size="sm" tone="subtle">
          Created {formatDate(project.createdAt)}
        </Text>
        <NavButton
          to={`/customer/${encodeURIComponent(project.id)}`}
          variant="secondary"
          size="sm"
          aria-describedby={titleId}
        >
          See Insights
        </NavButton>
      </Inline>
    </Card>
  );
}

function ProjectSkeleton() {
  return (
    <LoadingList label="Loading projects…" className={styles.list}>
      {[0, 1, 2].map((key) => (
        <Card key={key} padding="md">
          <Skeleton width="45%" height="1.2em" />
          <SkeletonText lines={2} />
        </Card>
      ))}
    </LoadingList>
  );
}
