import type { InterviewQuality, InterviewTranscript } from '../../sync/contract/analytics';
import type { Interview } from '../../sync/contract/interviews';
import { useCachedInterview, useInterviewTranscript } from '../api/queries/interviews';
import { formatDate } from '../lib/dateFormat';
import { formatActualDuration } from '../lib/interviewDuration';
import { Badge, StatusBadge } from '../ui/Badge';
import { Dialog } from '../ui/Dialog';
import { LoadError } from '../ui/LoadError';
import { SkeletonText } from '../ui/Skeleton';
import { CloseInterviewButton } from './CloseInterviewButton';
import * as styles from './details.css';
import { InterviewActions } from './InterviewActions';
import * as quality from './InterviewDetail.css';
import { TranscriptList } from './TranscriptList';

export interface InterviewDetailProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  interviewId: string;
}

/**
 * An interview's view (its view button): who, for which project, each question with its
 * answer, and the quality flags that put an interview up for review before payment.
 */
export function InterviewDetail({ isOpen, onOpenChange, interviewId }: InterviewDetailProps) {
  const transcript = useInterviewTranscript(interviewId);
  // The list row is usually cached: the title shows at once while the answers load.
  const listed = useCachedInterview(interviewId);
  const interview = transcript.data?.interview ?? listed;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="lg"
      title={interview ? `Interview with ${interview.expertName}` : 'Interview'}
      description={interview ? interviewLine(interview) : undefined}
    >
      {interview && <InterviewFacts interview={interview} />}
      {transcript.data ? (
        <TranscriptBody transcript={transcript.data} />
      ) : transcript.isPending ? (
        <div aria-busy="true">
          <SkeletonText lines={6} />
        </div>
      ) : (
        <LoadError
          title="Could not load the answers."
          error={transcript.error}
          onRetry={() => void transcript.refetch()}
          isRetrying={transcript.isFetching}
        />
      )}
    </Dialog>
  );
}

function interviewLine(interview: Interview): string {
  return [interview.company, interview.projectName, interview.client].filter(Boolean).join(' · ');
}

function InterviewFacts({ interview }: { interview: Interview }) {
  return (
    <>
      <div className={styles.facts}>
        <StatusBadge status={interview.status} pendingTone="neutral" />
        <span>
          {interview.answeredQuestions}/{interview.totalQuestions} answered
        </span>
        <span>
          {interview.actualDurationMinutes !== null
            ? `Took ${formatActualDuration(interview)}`
            : formatActualDuration(interview)}{' '}
          ({interview.interviewDurationMinutes} planned)
        </span>
        {interview.expertTitle && <span>{interview.expertTitle}</span>}
        <span>{interview.expertEmail}</span>
        <span>Created {formatDate(interview.createdAt)}</span>
        {interview.completedAt && <span>Completed {formatDate(interview.completedAt)}</span>}
        <EndState interview={interview} />
      </div>
      <InterviewActions interview={interview} />
      <CloseInterviewButton interview={interview} />
    </>
  );
}

/** How it ended, or until when its link works: what the close button changes. */
function EndState({ interview }: { interview: Interview }) {
  if (interview.closedAt) return <span>Closed {formatDate(interview.closedAt)}</span>;
  if (interview.declinedAt) {
    return <span>Declined by the expert {formatDate(interview.declinedAt)}</span>;
  }
  if (interview.status === 'completed' && !interview.finishedEarlyAt) return null;
  const early = interview.finishedEarlyAt
    ? 'Finished early; link reopens it until '
    : 'Link open until ';
  return (
    <span>
      {early}
      {formatDate(interview.deadlineAt)}
    </span>
  );
}

function TranscriptBody({ transcript }: { transcript: InterviewTranscript }) {
  return (
    <>
      <QualitySummary quality={transcript.quality} />
      <section className={styles.block} aria-labelledby="interview-answers">
        <h3 id="interview-answers" className={styles.blockTitle}>
          Questions and answers
        </h3>
        <TranscriptList questions={transcript.questions} />
      </section>
    </>
  );
}

function QualitySummary({ quality: summary }: { quality: InterviewQuality }) {
  return (
    <section
      aria-labelledby="interview-quality"
      className={`${quality.quality} ${summary.flaggedForReview ? quality.flagged : ''}`}
    >
      <div className={styles.rowHead}>
        <h3 id="interview-quality" className={styles.blockTitle}>
          Response quality
        </h3>
        {summary.flaggedForReview ? (
          <Badge tone="warning">Flagged for review before payment</Badge>
        ) : (
          summary.answers > 0 && <Badge tone="success">No review needed</Badge>
        )}
      </div>
      <p className={quality.score}>
        {summary.score === null ? 'Not scored yet: no answers so far' : `${summary.score}/100`}
      </p>
      {summary.reasons.length > 0 && (
        <ul className={quality.reasons}>
          {summary.reasons.map((reason) => (
            <li key={reason.code}>{reason.message}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
