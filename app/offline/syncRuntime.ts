import { OutboxEngine } from '../../sync/outbox/engine';
import { httpTransport } from '../../sync/outbox/httpTransport';
import { memoryLock, webLock } from '../../sync/outbox/locks';
import { onServiceWorkerStart } from '../pwa/serviceWorker';
import { holdUpdates } from '../pwa/updateGate';
import { deviceOutbox } from './deviceStore';
import { markOutboxPending } from './pendingFlag';

/** While anything waits, look again at least this often: a missed `online` event must not strand it. */
const WATCHDOG_MS = 30_000;

export const outboxEngine = new OutboxEngine({
  storage: deviceOutbox,
  transport: httpTransport(),
  // Without Web Locks (old Safari) each tab drains alone; the server's idempotency keys
  // still make a double send harmless.
  withLock: typeof navigator !== 'undefined' && navigator.locks ? webLock() : memoryLock(),
});

let started = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let releaseUpdateHold: (() => void) | null = null;

/**
 * Starts replaying the outbox and keeps it going. Background Sync does not exist in
 * Safari or Firefox, so every trigger the page has is used: start, `online`, the tab
 * becoming visible, the service worker starting, and a timer while anything waits.
 */
export function startSync(): void {
  if (started) {
    void requestSync();
    return;
  }
  started = true;
  outboxEngine.subscribe(({ pending }) => {
    markOutboxPending(pending > 0);
    // A new version must not replace the page while answers wait to be sent.
    if (pending > 0 && !releaseUpdateHold)
      releaseUpdateHold = holdUpdates('answers waiting to sync');
    if (pending === 0 && releaseUpdateHold) {
      releaseUpdateHold();
      releaseUpdateHold = null;
    }
  });
  // Failures while offline were the network's: back online, send now rather than after
  // a backoff that grew while the device could not reach anyone.
  window.addEventListener('online', () => requestSync({ ignoreBackoff: true }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') requestSync();
  });
  onServiceWorkerStart(() => requestSync());
  requestSync();
}

/** Drains now; `ignoreBackoff` when the expert pressed Retry. */
export async function requestSync(options: { ignoreBackoff?: boolean } = {}): Promise<void> {
  clearTimeout(retryTimer);
  // A storage failure comes back as a time to try again (and an error the sync panel
  // shows), never as an empty queue: sync must not stop while answers may be waiting.
  const { nextAttemptAt } = await outboxEngine.drain(options);
  const pending = await deviceOutbox
    .listPending()
    .then((operations) => operations.length)
    .catch(() => null);
  if (nextAttemptAt === null && pending === 0) return;
  const wait = nextAttemptAt === null ? WATCHDOG_MS : nextAttemptAt - Date.now();
  retryTimer = setTimeout(() => void requestSync(), Math.min(Math.max(wait, 250), WATCHDOG_MS));
}

/** Puts a rejected operation back in the queue and sends it. */
export async function retryDeadOperation(id: string): Promise<void> {
  await deviceOutbox.requeue(id);
  await requestSync({ ignoreBackoff: true });
}

/** Sends an answer another device beat to the server as an addition to the answer it holds. */
export async function sendConflictAsAddition(id: string): Promise<void> {
  await deviceOutbox.sendAsAddition(id);
  await requestSync({ ignoreBackoff: true });
}

/** Deletes a held answer and its recording: the expert confirmed it is not needed. */
export function discardConflict(id: string): Promise<void> {
  return deviceOutbox.discard(id);
}
