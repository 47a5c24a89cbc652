import { Card } from '../../ui/Card';
import { Icon } from '../../ui/Icon';
import { NavButton } from '../../ui/NavButton';
import * as styles from './session.css';

/** Shown once the interview is finished, here or earlier; the finish may still wait to sync. */
export function CompletionScreen({ waitingToSync }: { waitingToSync: boolean }) {
  return (
    <Card as="section" padding="lg" aria-labelledby="completion-heading">
      <div className={styles.centred}>
        <Icon name="check" size={32} />
        <h1 id="completion-heading" className={styles.questionText}>
          Interview Complete
        </h1>
        <p className={styles.muted}>
          Thank you for your participation. Your insights are valuable to our research.
        </p>
        {waitingToSync && (
          <p className={styles.muted} role="status">
            Your answers are saved on this device and will be sent as soon as you are back online.
            Keep this page open, or come back to it when you are connected.
          </p>
        )}
        <NavButton to="/expert-dashboard">Go to Dashboard</NavButton>
      </div>
    </Card>
  );
}
