import type { SessionInterview } from '../../../sync/contract';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Icon } from '../../ui/Icon';
import { NavButton } from '../../ui/NavButton';
import { reopenWindow } from './linkWindow';
import * as styles from './session.css';

/**
 * Shown once the interview is finished, here or earlier; the finish may still wait to
 * sync. Finished early, it says how to come back (the finish-early dialog's promise)
 * and, once the server knows of the finish, offers to carry on now.
 */
export function CompletionScreen({
  waitingToSync,
  interview,
  progress,
  signedIn,
  onContinue,
  continuing,
  continueError,
}: {
  waitingToSync: boolean;
  interview: SessionInterview;
  progress: { answered: number; total: number };
  /** The dashboard is only a way on for someone signed in; a link holder stays here. */
  signedIn: boolean;
  onContinue(): void;
  continuing: boolean;
  continueError: string | null;
}) {
  const finishedEarly = !!interview.finishedEarlyAt || progress.answered < progress.total;
  return (
    <Card as="section" padding="lg" aria-labelledby="completion-heading">
      <div className={styles.centred}>
        <Icon name="check" size={32} />
        <h1 id="completion-heading" className={styles.questionText}>
          {finishedEarly ? 'Thank you — your answers are saved' : 'Interview Complete'}
        </h1>
        <p className={styles.muted}>
          Thank you for your participation. Your insights are valuable to our research.
        </p>
        {finishedEarly && (
          <p className={styles.muted}>
            You answered {progress.answered} of {progress.total} questions. Opening your interview
            link again takes you back to question {progress.answered + 1}, {reopenWindow(interview)}
            .
          </p>
        )}
        {waitingToSync && (
          <p className={styles.muted} role="status">
            Your answers are saved on this device and will be sent as soon as you are back online.
            Keep this page open, or come back to it when you are connected.
          </p>
        )}
        {interview.reopenable && !waitingToSync && (
          <Button isPending={continuing} pendingLabel="Reopening..." onPress={onContinue}>
            Continue where you left off
          </Button>
        )}
        {continueError && (
          <p className={styles.muted} role="alert">
            {continueError}
          </p>
        )}
        {signedIn && <NavButton to="/expert-dashboard">Go to Dashboard</NavButton>}
      </div>
    </Card>
  );
}
