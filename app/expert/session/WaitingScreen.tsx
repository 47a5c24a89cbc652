import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import * as styles from './session.css';

/**
 * Every question this device knows is answered, but the server has not seen them all
 * yet, or is still deciding on follow-ups: the interview cannot complete until it has.
 */
export function WaitingScreen({
  online,
  unsentAnswers,
  onFinishEarly,
}: {
  online: boolean;
  unsentAnswers: number;
  onFinishEarly(): void;
}) {
  const message = !online
    ? 'You have answered every question available offline. Your answers are saved on this device; when you reconnect they are sent, and the interviewer may have a follow-up question for you.'
    : unsentAnswers > 0
      ? 'Sending your answers…'
      : 'Preparing your next question…';
  return (
    <Card as="section" padding="lg" aria-labelledby="waiting-heading">
      <div className={styles.centred}>
        {online && <Spinner label="Working" />}
        <h1 id="waiting-heading" className={styles.questionText}>
          {online ? 'One moment' : 'All answers saved'}
        </h1>
        <p className={styles.muted} role="status">
          {message}
        </p>
        <Button variant="secondary" onPress={onFinishEarly}>
          Finish Interview Early
        </Button>
      </div>
    </Card>
  );
}
