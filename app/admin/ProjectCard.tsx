import type { Project } from '../../sync/contract/projects';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { plural } from './plural';
import * as styles from './sections.css';

export interface ProjectCardProps {
  project: Project;
  onView: (project: Project) => void;
  onEdit: (project: Project) => void;
}

/** One project in the Interview Projects list (spec section 2). */
export function ProjectCard({ project, onView, onEdit }: ProjectCardProps) {
  return (
    <Card as="article" className={styles.fill} aria-labelledby={`project-${project.id}`}>
      <h3 id={`project-${project.id}`} className={styles.cardTitle}>
        {project.name}
      </h3>
      {project.description ? (
        <p className={styles.muted}>{project.description}</p>
      ) : (
        <p className={styles.noDescription}>No description</p>
      )}
      <div className={styles.meta}>
        <Badge tone="accent">{project.client}</Badge>
        <span>{plural(project.baseQuestions.length, 'question')}</span>
      </div>
      <div className={styles.meta}>
        <span>
          {plural(project.interviewCount, 'interview')}, {project.completedInterviewCount} completed
        </span>
      </div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`View ${project.name}`}
          onPress={() => onView(project)}
        >
          View
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Edit ${project.name}`}
          onPress={() => onEdit(project)}
        >
          Edit
        </Button>
      </div>
    </Card>
  );
}
