import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FailedJob } from '../../../sync/contract/jobs';
import { callApi } from '../client';
import { type CachedPages, usePagedList } from './pagedList';

/** By API path, like the other lists. */
export const failedJobsKey = ['/api/admin/jobs', 'failed'] as const;

/**
 * The dead-letter list (admins): background jobs that used up their retries, newest
 * failure first, a page at a time. Read again on every visit: jobs die while nobody looks.
 */
export function useFailedJobs() {
  return usePagedList(
    failedJobsKey,
    async (query, signal) => {
      const answer = await callApi('listJobs', { query: { ...query, state: 'failed' }, signal });
      // Only a request without limit or cursor gets the list's first shape; this one never does.
      return 'jobs' in answer ? answer.jobs : answer;
    },
    { staleTime: 0, refetchOnWindowFocus: true },
  );
}

/**
 * Queues one dead job again. On success the job leaves the list on screen at once (it is
 * no longer dead); the rest of the list stays as read, so nothing else jumps.
 */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('retryJob', { params: { id } }),
    onSuccess: ({ id }) => {
      queryClient.setQueryData<CachedPages<FailedJob>>(failedJobsKey, (cached) =>
        cached
          ? {
              ...cached,
              pages: cached.pages.map((page) => ({
                ...page,
                items: page.items.filter((job) => job.id !== id),
              })),
            }
          : cached,
      );
    },
  });
}
