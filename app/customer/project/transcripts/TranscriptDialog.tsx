import type { InterviewTranscript } from '../../../../sync/contract/analytics';
import { useInterviewTranscript } from '../../../api/queries/interviews';
import { formatActualDuration } from '../../../lib/interviewDuration';
import { Dialog } from '../../../ui/Dialog';
import { LoadError } from '../../../ui/LoadError';
import { Spinner } from '../../../ui/Spinner';
import { DownloadTranscriptButton } from './DownloadTranscriptButton';
import { expertRoleLabel } from './expertRole';
import { TranscriptQuestions } from './TranscriptQuestions';
import * as styles from './transcripts.css';

export interface TranscriptDialogProps {
  /** The interview to show; null keeps the dialog closed. */
  interviewId: string | null;
  /** An answer to scroll to and highlight (a citation's target). */
  focusAnswerId?: string;
  onClose: () => void;
}

/**
 * 'View Transcript' (and every citation): the interview's real questions and answers,
 * in a dialog that can go full screen. Answers are plain text, never markup.
 */
export function TranscriptDialog({ interviewId, focusAnswerId, onClose }: TranscriptDialogProps) {
  if (interviewId === null) return null;
  // Keyed, so another interview starts from a fresh dialog (scroll, full screen).
  return (
    <OpenTranscriptDialog
      key={interviewId}
      interviewId={interviewId}
      focusAnswerId={focusAnswerId}
      onClose={onClose}
    />
  );
}

function OpenTranscriptDialog({
  interviewId,
  focusAnswerId,
  onClose,
}: TranscriptDialogProps & { interviewId: string }) {
  const transcript = useInterviewTranscript(interviewId);
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      size="lg"
      allowFullscreen
      title="Interview Transcript"
    >
      {transcript.data ? (
        <>
          <TranscriptFacts transcript={transcript.data} />
          <div className={styles.dialogActions}>
            <DownloadTranscriptButton interview={transcript.data.interview} />
          </div>
          <TranscriptQuestions
            questions={transcript.data.questions}
            focusAnswerId={focusAnswerId}
          />
        </>
      ) : transcript.isPending ? (
        <p className={styles.loading}>
          <Spinner label="Loading transcript" size="sm" />
          Loading transcript…
        </p>
      ) : (
        <LoadError
          title="Could not load the transcript."
          error={transcript.error}
          onRetry={() => void transcript.refetch()}
          isRetrying={transcript.isFetching}
        />
      )}
    </Dialog>
  );
}

/** Expert, company, role and duration, as the spec's dialog header shows them. */
function TranscriptFacts({ transcript: { interview } }: { transcript: InterviewTranscript }) {
  const facts = [
    ['Expert', interview.expertName],
    ['Company', interview.company],
    ['Role', expertRoleLabel(interview)],
    ['Duration', formatActualDuration(interview)],
  ] as const;
  return (
    <dl className={styles.facts} aria-label="Interview details">
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt className={styles.factLabel}>{label}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
