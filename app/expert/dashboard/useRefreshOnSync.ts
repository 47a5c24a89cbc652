import { useEffect } from 'react';
import { outboxMayHaveWork } from '../../offline/pendingFlag';

/**
 * Calls `refresh` each time the outbox gets an operation acknowledged: an answer or a
 * finish made offline has just reached the server, so the lists have changed. The sync
 * engine (and Dexie with it) is loaded only when the outbox may hold work; with an empty
 * outbox nothing can be acknowledged, and mounting / focus refetches cover the rest.
 */
export function useRefreshOnSync(refresh: () => void): void {
  useEffect(() => {
    if (!outboxMayHaveWork()) return;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    import('../../offline/syncRuntime')
      .then(({ outboxEngine }) => {
        if (cancelled) return;
        let seen: number | null = null;
        unsubscribe = outboxEngine.subscribe(({ acknowledged }) => {
          // The first call reports the count so far; only later ones are news.
          if (seen !== null && acknowledged !== seen) refresh();
          seen = acknowledged;
        });
      })
      .catch((error: unknown) => {
        // Offline and the chunk is not cached: the focus refetch still catches up.
        console.warn('[dashboard] sync engine unavailable:', error);
      });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [refresh]);
}
