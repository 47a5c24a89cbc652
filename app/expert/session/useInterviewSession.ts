import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { ApiError, callApi } from '../../api/client';
import type { StoredSession } from '../../offline/db';
import { deviceDb, deviceOutbox } from '../../offline/deviceStore';
import { useOutboxProgress } from '../../offline/useOutboxProgress';
import { SessionStore } from './sessionStore';
import { deriveSessionView, type SessionView } from './sessionView';

export const sessionStore = new SessionStore(deviceDb, deviceOutbox);

/** While the server transcribes or weighs a follow-up, ask again this often. */
const AWAITING_POLL_MS = 2_000;

export type SessionLoad =
  | { status: 'loading' }
  | { status: 'not-found' }
  /** Never opened on this device and the server cannot be reached. */
  | { status: 'unreachable'; message: string }
  | { status: 'ready'; session: StoredSession; view: SessionView };

/**
 * The interview from this device's copy first, refreshed from the server whenever it
 * can be: on open, on reconnect, after each acknowledged operation, and while the
 * server is still working out follow-ups.
 */
export function useInterviewSession(interviewId: string): SessionLoad {
  const stored = useLiveQuery(
    async () => (await sessionStore.get(interviewId)) ?? null,
    [interviewId],
  );
  const view = useMemo(() => (stored ? deriveSessionView(stored) : null), [stored]);
  const awaiting = view?.phase === 'waiting' && (stored?.snapshot.awaitingFollowups ?? 0) > 0;

  const snapshot = useQuery({
    queryKey: ['expertSession', interviewId],
    queryFn: async ({ signal }) => {
      const fresh = await callApi('currentQuestion', { params: { interviewId }, signal });
      await sessionStore.saveSnapshot(fresh);
      return fresh;
    },
    // The device copy is the truth offline; react-query must not pause or retry on its own.
    networkMode: 'always',
    retry: false,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    refetchInterval: awaiting ? AWAITING_POLL_MS : false,
  });

  const { acknowledged } = useOutboxProgress();
  const { refetch } = snapshot;
  useEffect(() => {
    if (acknowledged > 0) void refetch();
  }, [acknowledged, refetch]);

  if (stored === undefined) return { status: 'loading' };
  if (stored && view) return { status: 'ready', session: stored, view };
  if (snapshot.isPending) return { status: 'loading' };
  const error = snapshot.error;
  if (error instanceof ApiError && error.status === 404) return { status: 'not-found' };
  return {
    status: 'unreachable',
    message: error?.message ?? 'The interview could not be loaded.',
  };
}
