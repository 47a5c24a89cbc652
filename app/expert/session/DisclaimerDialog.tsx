import { useState } from 'react';
import { AddToHomeScreenHint } from '../../pwa/AddToHomeScreenHint';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Dialog, DialogFooter } from '../../ui/Dialog';
import * as styles from './session.css';

/** The confidentiality terms the expert accepts before the first question. */
export function DisclaimerDialog({
  client,
  onAccept,
  onDecline,
  declining = false,
  declineError = null,
}: {
  client: string | null;
  onAccept(): void;
  /** Declines on the server; the session then shows what happens next (DeclinedScreen). */
  onDecline(): void;
  declining?: boolean;
  declineError?: string | null;
}) {
  const [agreed, setAgreed] = useState(false);
  return (
    <Dialog
      isOpen
      isDismissable={false}
      isKeyboardDismissDisabled
      hideCloseButton
      title="Confidential Interview Session"
      description="Please read these terms before we begin."
      size="md"
    >
      <div className={styles.stack}>
        <ul className={styles.terms}>
          <li>Your responses are confidential and will be used for research purposes only.</li>
          <li>You may skip any question you prefer not to answer.</li>
          <li>Please do not share any material non-public information.</li>
          <li>Participation is voluntary, and you may end the interview at any time.</li>
          <li>This interview is conducted on behalf of {client?.trim() || 'our client'}.</li>
        </ul>
        <Checkbox isSelected={agreed} onChange={setAgreed}>
          I have read and understood the terms above and agree to proceed
        </Checkbox>
        <AddToHomeScreenHint />
        {declineError && (
          <p className={styles.muted} role="alert">
            {declineError}
          </p>
        )}
      </div>
      <DialogFooter>
        <Button
          variant="secondary"
          isPending={declining}
          pendingLabel="Declining..."
          onPress={onDecline}
        >
          Decline
        </Button>
        <Button isDisabled={!agreed} onPress={onAccept}>
          Accept &amp; Continue
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
