import type { SessionInterview } from '../../../sync/contract';
import { formatDate } from '../../lib/dateFormat';
import { Card } from '../../ui/Card';
import * as styles from './session.css';

/**
 * The link no longer takes answers: an admin closed the interview or its deadline
 * passed. Answers the server has are kept; any still on this device cannot be sent,
 * and the expert is told so rather than left to wonder.
 */
export function LinkClosedScreen({
  interview,
  unsentAnswers,
}: {
  interview: SessionInterview;
  unsentAnswers: number;
}) {
  const why = interview.closedAt
    ? 'The research team has closed this interview.'
    : `The deadline for this interview was ${formatDate(interview.deadlineAt)}.`;
  return (
    <Card as="section" padding="lg" aria-labelledby="closed-heading">
      <div className={styles.centred}>
        <h1 id="closed-heading" className={styles.questionText}>
          This interview is closed
        </h1>
        <p className={styles.muted}>
          {why} No more answers can be added through this link. The answers you gave before it
          closed are kept.
        </p>
        {unsentAnswers > 0 && (
          <p className={styles.muted} role="alert">
            {unsentAnswers === 1 ? 'One answer' : `${unsentAnswers} answers`} saved on this device
            could not be sent because the interview closed first. If they matter, contact the person
            who invited you.
          </p>
        )}
      </div>
    </Card>
  );
}
