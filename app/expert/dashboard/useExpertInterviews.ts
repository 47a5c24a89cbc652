import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../api/client';
import { expertFiguresKey } from '../../api/queries/figures';
import { readEveryPage } from '../../api/queries/pages';

export const upcomingKey = ['/api/expert-interviews/upcoming'] as const;
export const completedKey = ['/api/expert-interviews/completed'] as const;

/**
 * This screen departs from the app's "never stale" default: an interview is finished
 * on another screen, maybe in another tab or offline and synced later, so both lists
 * are read again whenever the dashboard mounts or its window comes back into focus.
 */
const freshOnReturn = { staleTime: 0, refetchOnWindowFocus: true } as const;

export function useUpcomingInterviews() {
  return useQuery({
    queryKey: upcomingKey,
    queryFn: () => readEveryPage((query) => callApi('upcomingExpertInterviews', { query })),
    ...freshOnReturn,
  });
}

export function useCompletedInterviews() {
  return useQuery({
    queryKey: completedKey,
    queryFn: () => readEveryPage((query) => callApi('completedExpertInterviews', { query })),
    ...freshOnReturn,
  });
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
