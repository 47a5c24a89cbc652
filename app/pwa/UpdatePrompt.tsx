import { useState, useSyncExternalStore } from 'react';
import { Button } from '../ui/Button';
import { iconOnly } from '../ui/Button.css';
import { Icon } from '../ui/Icon';
import { applyUpdate, updateWaiting } from './serviceWorker';
import * as styles from './UpdatePrompt.css';
import { updateHolds } from './updateGate';
import { type UpdatePromptState, updatePromptState } from './updatePromptState';

/**
 * "Update available", in the bottom corner, when a new version of Parley waits. It
 * offers the reload only when nothing holds updates; during an interview, or while
 * answers wait to sync, it says the update will come later. Mounted lazily by App.
 */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(
    updateWaiting.subscribe,
    updateWaiting.get,
    updateWaiting.get,
  );
  const holds = useSyncExternalStore(updateHolds.subscribe, updateHolds.get, updateHolds.get);
  const [dismissed, setDismissed] = useState<UpdatePromptState | null>(null);
  const [applying, setApplying] = useState(false);
  const state = updatePromptState(waiting, holds, dismissed);
  // The live region stays mounted so screen readers announce the notice when it appears.
  return (
    <div role="status" className={styles.corner}>
      {state !== 'hidden' && (
        <UpdatePromptCard
          state={state}
          applying={applying}
          onReload={() => setApplying(applyUpdate())}
          onDismiss={() => setDismissed(state)}
        />
      )}
    </div>
  );
}

export interface UpdatePromptCardProps {
  state: Exclude<UpdatePromptState, 'hidden'>;
  /** The reload was asked for; the page reloads once the new version controls it. */
  applying?: boolean;
  onReload: () => void;
  onDismiss: () => void;
  className?: string;
}

/** The prompt's content, without the store: the gallery shows both states with it. */
export function UpdatePromptCard({
  state,
  applying = false,
  onReload,
  onDismiss,
  className,
}: UpdatePromptCardProps) {
  return (
    <div className={[styles.card, className].filter(Boolean).join(' ')}>
      <p className={styles.title}>Update available</p>
      <Button
        variant="ghost"
        size="sm"
        className={iconOnly}
        aria-label="Dismiss update notice"
        onPress={onDismiss}
      >
        <Icon name="close" />
      </Button>
      <p className={styles.text}>
        {state === 'ready'
          ? 'A new version of Parley is ready.'
          : 'A new version of Parley will be installed once your interview is saved and synced.'}
      </p>
      {state === 'ready' && (
        <Button
          size="sm"
          className={styles.action}
          isPending={applying}
          pendingLabel="Updating"
          onPress={onReload}
        >
          Reload to update
        </Button>
      )}
    </div>
  );
}
