import type { Interview } from '../../sync/contract/interviews';
import type { Project } from '../../sync/contract/projects';
import { useInterviewQuality } from '../api/queries/interviewQuality';
import { useInterviews } from '../api/queries/interviews';
import { useProject } from '../api/queries/projects';
import { formatDate } from '../lib/dateFormat';
import { LoadMore } from '../shell/LoadMore';
import { Badge, StatusBadge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Dialog, DialogFooter } from '../ui/Dialog';
import { EmptyState } from '../ui/EmptyState';
import { LoadError } from '../ui/LoadError';
import { SkeletonText } from '../ui/Skeleton';
import * as styles from './details.css';
import type { OpenDialog } from './dialogRequests';
import { InterviewActions } from './InterviewActions';
import { plural } from './plural';
import { QualityBadge } from './QualityBadge';
import { useDialogHost } from './useDialogHost';

export interface ProjectDetailProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  projectId: string;
}

/**
 * A project's view (the card's view button): its questions and the interviews made from
 * it with their status, a page at a time. Its queries sit under the lists' keys, so an
 * edit made from here shows at once.
 */
export function ProjectDetail({ isOpen, onOpenChange, projectId }: ProjectDetailProps) {
  const read = useProject(projectId);
  const project = read.data;
  const { open, host } = useDialogHost();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="lg"
      title={project?.name ?? 'Project'}
    >
      {project ? (
        <ProjectBody project={project} open={open} />
      ) : read.isPending ? (
        <SkeletonText lines={4} />
      ) : (
        <LoadError
          title="Could not load this project."
          error={read.error}
          onRetry={() => void read.refetch()}
          isRetrying={read.isFetching}
        />
      )}
      {host}
    </Dialog>
  );
}

function ProjectBody({ project, open }: { project: Project; open: OpenDialog }) {
  return (
    <>
      <div className={styles.facts}>
        <Badge tone="accent">{project.client}</Badge>
        <span>Created {formatDate(project.createdAt)}</span>
        <span>{project.interviewDurationMinutes}-minute interviews</span>
      </div>
      {project.description && <p className={styles.text}>{project.description}</p>}
      <section className={styles.block} aria-labelledby="project-questions">
        <h3 id="project-questions" className={styles.blockTitle}>
          Questions ({project.baseQuestions.length})
        </h3>
        <ol className={styles.questions}>
          {project.baseQuestions.map((question, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: questions may repeat; order is identity.
            <li key={index}>{question}</li>
          ))}
        </ol>
      </section>
      <ProjectInterviews project={project} open={open} />
      <DialogFooter>
        <Button variant="secondary" onPress={() => open({ kind: 'editProject', project })}>
          Edit Project
        </Button>
        <Button onPress={() => open({ kind: 'newInterview', projectId: project.id })}>
          Create Interview
        </Button>
      </DialogFooter>
    </>
  );
}

function ProjectInterviews({ project, open }: { project: Project; open: OpenDialog }) {
  const interviews = useInterviews(project.id);
  const own = interviews.items;
  const qualities = useInterviewQuality(own?.map((interview) => interview.id) ?? []);
  const view = (interview: Interview) => open({ kind: 'interview', interviewId: interview.id });
  return (
    <section className={styles.block} aria-labelledby="project-interviews">
      <h3 id="project-interviews" className={styles.blockTitle}>
        Interviews ({project.interviewCount})
      </h3>
      {!own && !interviews.isError ? (
        <SkeletonText lines={3} />
      ) : !own ? (
        <LoadError
          title="Could not load interviews."
          error={interviews.error}
          onRetry={() => void interviews.refetch()}
          isRetrying={interviews.isFetching}
        />
      ) : own.length > 0 ? (
        <>
          <ul className={styles.rows}>
            {own.map((interview) => (
              <li key={interview.id} className={styles.row}>
                <div className={styles.rowHead}>
                  <div>
                    <p className={styles.rowTitle}>{interview.expertName}</p>
                    <p className={styles.text}>
                      {interview.company} · {interview.answeredQuestions}/{interview.totalQuestions}{' '}
                      answered · created {formatDate(interview.createdAt)}
                    </p>
                  </div>
                  <span className={styles.rowBadges}>
                    <QualityBadge quality={qualities[interview.id]} />
                    <StatusBadge status={interview.status} pendingTone="neutral" />
                  </span>
                </div>
                <InterviewActions interview={interview} onView={view} />
              </li>
            ))}
          </ul>
          <LoadMore list={interviews} what="interviews" />
        </>
      ) : (
        <EmptyState
          title="No interviews yet"
          description={`Create an interview to ask an expert ${plural(project.baseQuestions.length, 'question')}.`}
        />
      )}
    </section>
  );
}
