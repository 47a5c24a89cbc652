import type { FailedJob } from '../../../sync/contract/jobs';
import { ApiError } from '../../api/client';
import { useRetryJob } from '../../api/queries/jobs';
import { formatTimestamp } from '../../lib/dateFormat';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { showToast } from '../../ui/toast/toastQueue';
import * as styles from './failedJobs.css';
import { concernsInterview, JOB_KIND_LABELS, jobSubject } from './jobLabels';

/**
 * One dead job: its kind, what it was for, how often it ran, when and why it last failed,
 * and Retry, which queues it again (the job then leaves the list on screen).
 */
export function FailedJobCard({
  job,
  onOpenInterview,
  onRetried,
}: {
  job: FailedJob;
  onOpenInterview: (interviewId: string) => void;
  /** The card is about to go: focus must find somewhere else to be. */
  onRetried: () => void;
}) {
  const retry = useRetryJob();
  const kind = JOB_KIND_LABELS[job.kind];
  const headingId = `failed-job-${job.id}`;
  return (
    <Card as="article" aria-labelledby={headingId} className={styles.card}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.kind}>
          {kind}
        </h2>
        <Badge tone="danger">Failed</Badge>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.term}>For</dt>
        <dd className={styles.value}>{jobSubject(job)}</dd>
        {concernsInterview(job) && (
          <>
            <dt className={styles.term}>Interview</dt>
            <dd className={styles.value}>
              {job.interviewId ? (
                <>
                  <span className={styles.id}>{job.interviewId}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    onPress={() => onOpenInterview(job.interviewId!)}
                    aria-label={`View the transcript of interview ${job.interviewId}`}
                  >
                    View transcript
                  </Button>
                </>
              ) : (
                'No longer exists'
              )}
            </dd>
          </>
        )}
        <dt className={styles.term}>Attempts</dt>
        <dd className={styles.value}>{job.attempts}</dd>
        <dt className={styles.term}>Failed</dt>
        <dd className={styles.value}>
          {job.failedAt ? (
            <time dateTime={job.failedAt}>{formatTimestamp(job.failedAt)}</time>
          ) : (
            '—'
          )}
        </dd>
        <dt className={styles.term}>Job id</dt>
        <dd className={`${styles.value} ${styles.id}`}>{job.id}</dd>
      </dl>
      <div>
        <h3 className={styles.lastErrorTitle}>Last error</h3>
        <pre className={styles.lastError}>{job.lastError ?? 'No error text was recorded.'}</pre>
      </div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          isPending={retry.isPending}
          pendingLabel="Retrying…"
          onPress={() =>
            retry.mutate(job.id, {
              onSuccess: () => {
                onRetried();
                showToast({
                  title: 'Job queued again',
                  description: `The ${kind.toLowerCase()} job will run again shortly.`,
                  variant: 'success',
                });
              },
            })
          }
        >
          Retry
        </Button>
        {retry.isError && (
          <p role="alert" className={styles.retryError}>
            {retryFailure(retry.error)}
          </p>
        )}
      </div>
    </Card>
  );
}

/** Why a retry was refused, in words: a 404 means the list on screen is out of date. */
function retryFailure(error: Error): string {
  if (error instanceof ApiError && error.status === 404) {
    return 'Could not retry: this job is no longer in the failed list (it may have been retried already). Reload the page to see the current list.';
  }
  return `Could not retry this job: ${error instanceof ApiError ? error.text : error.message}`;
}
