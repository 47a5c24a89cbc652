import type { Interview } from '../../sync/contract/interviews';
import { useInterviewQuality } from '../api/queries/interviewQuality';
import type { useNewestInterviews } from '../api/queries/interviews';
import { EmptyState } from '../ui/EmptyState';
import { LoadError } from '../ui/LoadError';
import { InterviewCard } from './InterviewCard';
import { ListSkeleton } from './ListSkeleton';
import * as styles from './sections.css';

/** Spec section 9: the dashboard lists the five newest interviews. */
export const RECENT_INTERVIEWS_SHOWN = 5;

export interface RecentInterviewsProps {
  /** The newest RECENT_INTERVIEWS_SHOWN, all this section reads. */
  interviews: ReturnType<typeof useNewestInterviews>;
  /** How many there are in all, as the server counted them (GET /api/figures). */
  total?: number;
  onView: (interview: Interview) => void;
}

/** Recent Interviews (spec section 2). Every interview is also listed in its project's view. */
export function RecentInterviews({ interviews, total = 0, onView }: RecentInterviewsProps) {
  return (
    <section aria-labelledby="interviews-heading" className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id="interviews-heading" className={styles.sectionTitle}>
          Recent Interviews
        </h2>
        {total > RECENT_INTERVIEWS_SHOWN && (
          <p className={styles.sectionNote}>
            Newest {RECENT_INTERVIEWS_SHOWN} of {total}; open a project to see all of its interviews
          </p>
        )}
      </div>
      <RecentInterviewsBody interviews={interviews} onView={onView} />
    </section>
  );
}

function RecentInterviewsBody({ interviews, onView }: Omit<RecentInterviewsProps, 'total'>) {
  if (interviews.isPending) {
    return <ListSkeleton count={3} what="interviews" className={styles.list} />;
  }
  if (interviews.isError) {
    return (
      <LoadError
        title="Could not load interviews."
        error={interviews.error}
        onRetry={() => void interviews.refetch()}
        isRetrying={interviews.isFetching}
      />
    );
  }
  if (interviews.data.length === 0) {
    return (
      <EmptyState
        title="No interviews yet"
        description="Create an interview to get a link to send to an expert."
      />
    );
  }
  return <InterviewCards interviews={interviews.data} onView={onView} />;
}

function InterviewCards({
  interviews,
  onView,
}: {
  interviews: Interview[];
  onView: (interview: Interview) => void;
}) {
  const qualities = useInterviewQuality(interviews.map((interview) => interview.id));
  return (
    <ul className={styles.list}>
      {interviews.map((interview) => (
        <li key={interview.id}>
          <InterviewCard interview={interview} quality={qualities[interview.id]} onView={onView} />
        </li>
      ))}
    </ul>
  );
}
