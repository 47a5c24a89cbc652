import type { SessionInterview } from '../../../sync/contract';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { reopenWindow } from './linkWindow';
import * as styles from './session.css';

/**
 * Where Decline lands: says the interview is declined, that the research team sees it,
 * and how to take part after all (the same link, while it is open).
 */
export function DeclinedScreen({
  interview,
  onAccept,
  accepting,
  acceptError,
}: {
  interview: SessionInterview;
  onAccept(): void;
  accepting: boolean;
  acceptError: string | null;
}) {
  return (
    <Card as="section" padding="lg" aria-labelledby="declined-heading">
      <div className={styles.centred}>
        <h1 id="declined-heading" className={styles.questionText}>
          You declined this interview
        </h1>
        <p className={styles.muted}>
          Nothing more is needed from you. The research team for {interview.client} can see that you
          declined, and you will not be asked any questions through this link.
        </p>
        {interview.reopenable ? (
          <>
            <p className={styles.muted}>
              Changed your mind? You can still take part from this link {reopenWindow(interview)}.
            </p>
            <Button isPending={accepting} pendingLabel="Opening..." onPress={onAccept}>
              Take part after all
            </Button>
          </>
        ) : (
          <p className={styles.muted}>
            This interview is now closed, so it cannot be taken up again.
          </p>
        )}
        {acceptError && (
          <p className={styles.muted} role="alert">
            {acceptError}
          </p>
        )}
        <p className={styles.muted}>You can close this tab.</p>
      </div>
    </Card>
  );
}
