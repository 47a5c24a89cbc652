import { useRef } from 'react';
import { useFailedJobs } from '../../api/queries/jobs';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { DashboardShell } from '../../shell/DashboardShell';
import { isSignedOut, SignedOutNotice } from '../../shell/ListStates';
import { LoadMore, shownCount } from '../../shell/LoadMore';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { AdminTabs } from '../AdminTabs';
import { ListSkeleton } from '../ListSkeleton';
import { useDialogHost } from '../useDialogHost';
import { FailedJobCard } from './FailedJobCard';
import * as styles from './failedJobs.css';

const failedJobs = (count: number) => (count === 1 ? '1 failed job' : `${count} failed jobs`);

/**
 * `/admin/jobs`: the dead-letter list, background jobs (transcriptions, follow-ups,
 * indexing, mail, analyses, dashboard refreshes) that used up their retries, newest
 * failure first, each with Retry. An interview's transcript opens in the same dialog as
 * on the employee dashboard.
 */
export function FailedJobsPage() {
  const { data: user } = useCurrentUser();
  const jobs = useFailedJobs();
  const { open, host } = useDialogHost();
  const countLine = useRef<HTMLParagraphElement>(null);

  return (
    <DashboardShell
      user={user}
      nav={<AdminTabs current="jobs" />}
      title="Failed jobs"
      lead="Background work that used up its retries. Fix the cause (storage, mail server, AI engine), then retry the job."
    >
      {isSignedOut(jobs.error) ? (
        <SignedOutNotice />
      ) : !jobs.items && !jobs.isError ? (
        <ListSkeleton count={3} what="failed jobs" className={styles.list} />
      ) : !jobs.items ? (
        <LoadError
          title="Could not load the failed jobs."
          error={jobs.error}
          onRetry={() => void jobs.refetch()}
          isRetrying={jobs.isFetching}
        />
      ) : jobs.items.length === 0 && !jobs.hasNextPage ? (
        <EmptyState
          title="No failed jobs."
          description="Background work that fails even after its retries is listed here."
        />
      ) : (
        <>
          <p ref={countLine} tabIndex={-1} role="status" className={styles.count}>
            {shownCount(jobs.items.length, failedJobs, jobs.hasNextPage)}
          </p>
          <ul className={styles.list} aria-label="Failed jobs">
            {jobs.items.map((job) => (
              <li key={job.id}>
                <FailedJobCard
                  job={job}
                  onOpenInterview={(interviewId) => open({ kind: 'interview', interviewId })}
                  onRetried={() => countLine.current?.focus()}
                />
              </li>
            ))}
          </ul>
          <LoadMore list={jobs} what="failed jobs" />
        </>
      )}
      {host}
    </DashboardShell>
  );
}
