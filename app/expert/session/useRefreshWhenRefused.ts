import { useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { deviceDb } from '../../offline/deviceStore';
import { expertSessionKey } from './useInterviewSession';

/**
 * When the server refuses one of this interview's operations for good (a 410 because
 * an admin closed it or its deadline passed, a 409 because it was declined elsewhere),
 * the device's snapshot is out of date: fetch the session again, so the screen says
 * why (LinkClosedScreen, DeclinedScreen) instead of offering questions it cannot take.
 */
export function useRefreshWhenRefused(interviewId: string): void {
  const queryClient = useQueryClient();
  const refused =
    useLiveQuery(
      () =>
        deviceDb.operations
          .filter((op) => op.interviewId === interviewId && op.status === 'dead')
          .count(),
      [interviewId],
    ) ?? 0;
  useEffect(() => {
    if (refused === 0) return;
    void queryClient.refetchQueries({ queryKey: expertSessionKey(interviewId) });
  }, [refused, interviewId, queryClient]);
}
