import type { Interview } from '../../../sync/contract/interviews';
import { formatDateTime } from '../../lib/dateFormat';
import { LoadingList } from '../../shell/ListStates';
import { StatusBadge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { Skeleton, SkeletonText } from '../../ui/Skeleton';
import { interviewDate, recentCompleted } from './customerStats';
import * as styles from './home.css';

/** 'Recent Interviews': the last five completed, newest first (the server picks them). */
export function RecentInterviews({ interviews }: { interviews: Interview[] | undefined }) {
  if (!interviews) return <RecentSkeleton />;
  const recent = recentCompleted(interviews);
  if (recent.length === 0) {
    return (
      <EmptyState
        title="No interviews yet"
        description="Completed expert interviews appear here as they come in."
      />
    );
  }
  return (
    <ul className={styles.list}>
      {recent.map((interview) => (
        <li key={interview.id}>
          <RecentInterview interview={interview} />
        </li>
      ))}
    </ul>
  );
}

function RecentInterview({ interview }: { interview: Interview }) {
  return (
    <Card as="article" padding="sm" aria-label={`${interview.expertName}, ${interview.company}`}>
      <div className={styles.itemHead}>
        <div>
          <h3 className={styles.itemTitle}>{interview.expertName}</h3>
          <p className={styles.muted}>{interview.company}</p>
        </div>
        <StatusBadge status={interview.status} />
      </div>
      <div className={styles.interviewLine}>
        <span className={styles.numeric}>
          {interview.answeredQuestions} / {interview.totalQuestions} questions
        </span>
        <time dateTime={interviewDate(interview)} className={styles.numeric}>
          {formatDateTime(interviewDate(interview))}
        </time>
      </div>
    </Card>
  );
}

function RecentSkeleton() {
  return (
    <LoadingList label="Loading recent interviews…" className={styles.list}>
      {[0, 1, 2].map((key) => (
        <Card key={key} padding="sm">
          <Skeleton width="50%" height="1.1em" />
          <SkeletonText lines={1} />
        </Card>
      ))}
    </LoadingList>
  );
}
