import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { NETWORK_ERROR_PREFIX } from '../../../sync/outbox/classify';
import { STORAGE_ERROR_PREFIX } from '../../../sync/outbox/engine';
import type { OutboxOperation } from '../../../sync/outbox/operations';
import { deviceDb } from '../../offline/deviceStore';
import { requestSync, retryDeadOperation } from '../../offline/syncRuntime';
import { useOnline } from '../../offline/useOnline';
import { useOutboxProgress } from '../../offline/useOutboxProgress';
import { Button } from '../../ui/Button';
import { ProgressBar } from '../../ui/ProgressBar';
import { describeOperations } from './answerWording';
import { ConflictNotice } from './ConflictNotice';
import * as styles from './SyncStatus.css';

const NO_OPERATIONS: OutboxOperation[] = [];

/**
 * Where the expert's answers are: synced, saved on this device while offline, on
 * their way (with progress), stuck, with the reason and a Retry, or held because
 * another device answered the same question first.
 */
export function SyncStatus({ interviewId }: { interviewId: string }) {
  const online = useOnline();
  const progress = useOutboxProgress();
  const operations =
    useLiveQuery(
      () => deviceDb.operations.filter((op) => op.interviewId === interviewId).toArray(),
      [interviewId],
    ) ?? NO_OPERATIONS;
  const pending = operations.filter((op) => op.status === 'pending');
  const dead = operations.filter((op) => op.status === 'dead');
  const conflicts = operations.filter((op) => op.status === 'conflict');
  // The finish is not an answer: the status speaks of what the expert said (or skipped).
  const pendingAnswers = describeOperations(pending, { includeFinish: false });
  const batch = useBatchProgress(pending.length);

  // One held answer at a time: each needs the expert's own decision.
  if (conflicts[0]) return <ConflictNotice conflict={conflicts[0]} />;
  if (dead.length > 0) {
    return (
      <div className={styles.status} role="alert">
        <span className={`${styles.dot} ${styles.dotTones.failing}`} aria-hidden />
        <span className={styles.text}>
          {capitalise(describeOperations(dead))} could not be sent: {dead[0]?.lastError}
        </span>
        <Button
          size="sm"
          variant="secondary"
          onPress={() => dead.forEach((op) => void retryDeadOperation(op.id))}
        >
          Retry
        </Button>
      </div>
    );
  }
  // The device's storage failed: the list above may be unreadable too, so this shows
  // whatever it holds; the engine tries again on its own, Retry tries now.
  if (progress.lastError?.startsWith(STORAGE_ERROR_PREFIX)) {
    return (
      <div className={styles.status} role="alert">
        <span className={`${styles.dot} ${styles.dotTones.failing}`} aria-hidden />
        <span className={styles.text}>{progress.lastError}</span>
        <RetrySyncButton />
      </div>
    );
  }
  if (!online) {
    return (
      <div className={styles.status} role="status">
        <span className={`${styles.dot} ${styles.dotTones.offline}`} aria-hidden />
        <span className={styles.text}>
          Offline
          {pendingAnswers
            ? ` · ${pendingAnswers} saved on this device`
            : ' · your answers are saved on this device'}
        </span>
      </div>
    );
  }
  if (pending.length > 0 && progress.lastError) {
    // navigator.onLine says little (captive portals, dead Wi-Fi): a request that got no
    // answer at all means the same to the expert as being offline.
    const unreachable = progress.lastError.startsWith(NETWORK_ERROR_PREFIX);
    return (
      <div className={styles.status} role="alert">
        <span
          className={`${styles.dot} ${unreachable ? styles.dotTones.offline : styles.dotTones.failing}`}
          aria-hidden
        />
        <span className={styles.text}>
          {unreachable
            ? `Can't reach Parley · ${pendingAnswers ? `${pendingAnswers} saved` : 'everything is saved'} on this device`
            : `Sync failed: ${progress.lastError}. ${pendingAnswers ? capitalise(pendingAnswers) : 'Everything'} kept on this device.`}
        </span>
        <RetrySyncButton />
      </div>
    );
  }
  if (pending.length > 0) {
    return (
      <div className={styles.status} role="status">
        <span className={`${styles.dot} ${styles.dotTones.syncing}`} aria-hidden />
        <span className={styles.text}>
          Syncing {batch.done} of {batch.total}
        </span>
        <ProgressBar
          className={styles.bar}
          aria-label="Sync progress"
          showValue={false}
          value={batch.done}
          maxValue={batch.total}
        />
      </div>
    );
  }
  return (
    <div className={styles.status} role="status">
      <span className={`${styles.dot} ${styles.dotTones.synced}`} aria-hidden />
      <span className={styles.text}>Online · all answers synced</span>
    </div>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Progress through the current batch: its size is the most that waited since the queue was last empty. */
function useBatchProgress(pending: number): { done: number; total: number } {
  const [total, setTotal] = useState(pending);
  useEffect(() => {
    setTotal((current) => (pending === 0 ? 0 : Math.max(current, pending)));
  }, [pending]);
  const batchTotal = Math.max(total, pending);
  return { done: batchTotal - pending, total: batchTotal };
}

/** Sends what waits now, whatever its backoff. */
function RetrySyncButton() {
  return (
    <Button size="sm" variant="secondary" onPress={() => void requestSync({ ignoreBackoff: true })}>
      Retry
    </Button>
  );
}
