import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { ApiError, callApi } from '../../api/client';
import type { StoredSession } from '../../offline/db';
import { deviceDb, deviceOutbox } from '../../offline/deviceStore';
import { useOnline } from '../../offline/useOnline';
import { useOutboxProgress } from '../../offline/useOutboxProgress';
import { SessionStore, sessionFromSnapshot } from './sessionStore';
import { deriveSessionView, type SessionView } from './sessionView';

export const sessionStore = new SessionStore(deviceDb, deviceOutbox);

/** react-query's key for the server's copy of an interview (also seeded by the server renderer). */
export const expertSessionKey = (interviewId: string) => ['expertSession', interviewId] as const;

/**
 * While the server transcribes or weighs a follow-up, or has not yet been seen to hold
 * an answer given here, ask again this often.
 */
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
 * server is still working out follow-ups (a follow-up can land ahead of the question
 * on screen, so this runs whatever the phase).
 */
export function useInterviewSession(interviewId: string): SessionLoad {
  const online = useOnline();
  const { acknowledged, lastError } = useOutboxProgress();
  const rejected = useRejectedCount(interviewId);
  const onDevice = useLiveQuery(
    async () => (await sessionStore.get(interviewId)) ?? null,
    [interviewId],
  );
  // A rejected answer waits for the expert's Retry, not for the server: no polling for it.
  const awaitingServer = !!onDevice && waitsOnServer(onDevice, online && rejected === 0);

  const snapshot = useQuery({
    queryKey: expertSessionKey(interviewId),
    queryFn: async ({ signal }) => {
      const fresh = await callApi('currentQuestion', { params: { interviewId }, signal });
      await sessionStore.saveSnapshot(fresh);
      return fresh;
    },
    // The device copy is the truth offline; react-query must not pause or retry on its own.
    networkMode: 'always',
    // Also over a copy the server rendered the page with: only this request starts the
    // interview and records the link as opened (api/web/prerender.ts only reads).
    refetchOnMount: 'always',
    retry: false,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    refetchInterval: awaitingServer ? AWAITING_POLL_MS : false,
  });

  // Until the device's copy is read (and when it has none), the server's copy stands in:
  // a server-rendered first open shows the interview at once, and hydrates to the same.
  const stored = useMemo(
    () => onDevice ?? (snapshot.data ? sessionFromSnapshot(snapshot.data) : onDevice),
    [onDevice, snapshot.data],
  );
  // Seeded by the server renderer rather than fetched here: keep it as fetched data is kept.
  useEffect(() => {
    if (onDevice === null && snapshot.data) void sessionStore.saveSnapshot(snapshot.data);
  }, [onDevice, snapshot.data]);

  // A rejected answer never reaches the server, so the server's order cannot include it.
  const serverLeads = online && !lastError && rejected === 0 && !snapshot.isError;
  const view = useMemo(
    () => (stored ? deriveSessionView(stored, { serverLeads }) : null),
    [stored, serverLeads],
  );

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

/**
 * The server is still deciding follow-ups, or has not yet been seen holding an answer
 * given here (the refresh after its acknowledgement may have failed): either way the
 * next question is the server's to tell.
 */
function waitsOnServer(session: StoredSession, canSend: boolean): boolean {
  const { snapshot } = session;
  if (snapshot.interview.status === 'completed' || session.finishedAt) return false;
  return snapshot.awaitingFollowups > 0 || (canSend && session.localAnswers.length > 0);
}

/** Operations of this interview the server refused for good (until the expert retries). */
function useRejectedCount(interviewId: string): number {
  return (
    useLiveQuery(
      () =>
        deviceDb.operations
          .filter((op) => op.interviewId === interviewId && op.status === 'dead')
          .count(),
      [interviewId],
    ) ?? 0
  );
}
