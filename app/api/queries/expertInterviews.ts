import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../client';
import { expertFiguresKey } from './figures';
import { usePagedList } from './pagedList';

export const upcomingKey = ['/api/expert-interviews/upcoming'] as const;
export const completedKey = ['/api/expert-interviews/completed'] as const;

/**
 * These lists depart from the app's "never stale" default: an interview is finished
 * on another screen, maybe in another tab or offline and synced later, so both are
 * read again whenever the dashboard mounts or its window comes back into focus.
 */
const freshOnReturn = { staleTime: 0, refetchOnWindowFocus: true } as const;

/** The expert's open interviews, next up first, a page at a time. */
export function useUpcomingInterviews() {
  return usePagedList(
    upcomingKey,
    (query, signal) => callApi('upcomingExpertInterviews', { query, signal }),
    freshOnReturn,
  );
}

/** The expert's finished interviews, last finished first, a page at a time. */
export function useCompletedInterviews() {
  return usePagedList(
    completedKey,
    (query, signal) => callApi('completedExpertInterviews', { query, signal }),
    freshOnReturn,
  );
}

/** Reads both lists again (spec section 4: after a finish both are refreshed), and the figures. */
export function useRefreshExpertInterviews(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: upcomingKey });
    void queryClient.invalidateQueries({ queryKey: completedKey });
    void queryClient.invalidateQueries({ queryKey: expertFiguresKey });
  }, [queryClient]);
}
