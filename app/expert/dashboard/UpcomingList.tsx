import { useId } from 'react';
import type { Interview } from '../../../sync/contract/interviews';
import { formatDate, formatDateTime } from '../../lib/dateFormat';
import { LoadingList } from '../../shell/ListStates';
import { Badge, StatusBadge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { NavButton } from '../../ui/NavButton';
import { Skeleton, SkeletonText } from '../../ui/Skeleton';
import * as styles from './expertDashboard.css';
import { formatDollars } from './formatDollars';
import { InterviewMeta } from './InterviewMeta';

/** The 'Upcoming Interviews' tab: next one first, each with the way into it. */
export function UpcomingList({ interviews }: { interviews: Interview[] | undefined }) {
  if (!interviews) return <UpcomingSkeleton />;
  if (interviews.length === 0) {
    return (
      <EmptyState
        title="No upcoming interviews"
        description="When you are matched with a project, your next interviews appear here."
      />
    );
  }
  return (
    <ul className={styles.list} aria-label="Upcoming interviews">
      {interviews.map((interview) => (
        <li key={interview.id}>
          <UpcomingItem interview={interview} />
        </li>
      ))}
    </ul>
  );
}

function UpcomingItem({ interview }: { interview: Interview }) {
  const titleId = useId();
  // Interviews have no scheduled time: one under way shows when it began, others 'TBD'.
  const date = interview.startedAt ? `Started ${formatDateTime(interview.startedAt)}` : 'TBD';
  const progress =
    interview.answeredQuestions > 0
      ? `${interview.totalQuestions} (${interview.answeredQuestions} answered)`
      : String(interview.totalQuestions);
  // Opened before, it carries on where the expert left it rather than starting again.
  const started = interview.status === 'in_progress' || interview.answeredQuestions > 0;
  return (
    <Card as="article" padding="md" aria-labelledby={titleId}>
      <div className={styles.item}>
        <div className={styles.itemBody}>
          <div className={styles.titleRow}>
            <h3 id={titleId} className={styles.itemTitle}>
              {interview.projectName ?? interview.projectId}
            </h3>
            <Badge tone="neutral">{interview.client}</Badge>
            <StatusBadge status={interview.status} />
          </div>
          <InterviewMeta
            facts={[
              ['Date', date],
              ['Planned length', `${interview.interviewDurationMinutes} min`],
              ['Open until', formatDate(interview.deadlineAt)],
              ['Compensation', formatDollars(interview.compensation)],
              ['Questions', progress],
            ]}
          />
        </div>
        <NavButton
          to={`/expert/${encodeURIComponent(interview.id)}`}
          variant="primary"
          aria-describedby={titleId}
        >
          {started
            ? `Continue interview (${interview.answeredQuestions} of ${interview.totalQuestions} answered)`
            : 'Start Interview'}
        </NavButton>
      </div>
    </Card>
  );
}

function UpcomingSkeleton() {
  return (
    <LoadingList label="Loading upcoming interviews…" className={styles.list}>
      {[0, 1].map((key) => (
        <Card key={key} padding="md">
          <Skeleton width="40%" height="1.25em" />
          <SkeletonText lines={2} />
        </Card>
      ))}
    </LoadingList>
  );
}
