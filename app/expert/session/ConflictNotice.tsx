import { useState } from 'react';
import type { OutboxOperation } from '../../../sync/outbox/operations';
import { discardConflict, sendConflictAsAddition } from '../../offline/syncRuntime';
import { Button } from '../../ui/Button';
import { Dialog, DialogFooter } from '../../ui/Dialog';
import * as styles from './SyncStatus.css';

export const CONFLICT_MESSAGE =
  'This question was answered from another device; your recording is kept here.';

/**
 * An answer given here reached the server after another device's answer to the same
 * question. It is never dropped silently: the expert sends it as an addition or,
 * after confirming, discards it.
 */
export function ConflictNotice({ conflict }: { conflict: OutboxOperation }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const act = (action: () => Promise<void>) => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };
  return (
    <div className={styles.status} role="alert">
      <span className={`${styles.dot} ${styles.dotTones.failing}`} aria-hidden />
      <span className={styles.text}>{CONFLICT_MESSAGE}</span>
      <Button
        size="sm"
        variant="secondary"
        isDisabled={busy}
        onPress={() => act(() => sendConflictAsAddition(conflict.id))}
      >
        Send as addition
      </Button>
      <Button size="sm" variant="secondary" isDisabled={busy} onPress={() => setConfirming(true)}>
        Discard
      </Button>
      <Dialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        role="alertdialog"
        size="sm"
        title="Discard this answer?"
        description="The answer given on this device, and its recording, will be deleted. The answer from the other device stays."
      >
        <DialogFooter>
          <Button variant="secondary" onPress={() => setConfirming(false)}>
            Keep it
          </Button>
          <Button
            variant="danger"
            onPress={() => {
              setConfirming(false);
              act(() => discardConflict(conflict.id));
            }}
          >
            Discard it for good
          </Button>
        </DialogFooter>
      </Dialog>
    </div>
  );
}
