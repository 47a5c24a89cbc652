import { useSyncExternalStore } from 'react';
import type { OutboxProgress } from '../../sync/outbox/engine';
import { outboxEngine } from './syncRuntime';

let latest: OutboxProgress = { pending: 0, inFlight: null, lastError: null, acknowledged: 0 };

function subscribe(onChange: () => void): () => void {
  return outboxEngine.subscribe((progress) => {
    latest = progress;
    onChange();
  });
}

/** The sync engine's live progress: pending count, the operation in flight, the last error. */
export function useOutboxProgress(): OutboxProgress {
  return useSyncExternalStore(
    subscribe,
    () => latest,
    () => latest,
  );
}
