import { type InfiniteData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Interview } from '../../../sync/contract/interviews';
import type { Page } from '../../../sync/contract/pagination';
import { type BodyOf, callApi } from '../client';
import { refreshResearch } from './figures';
import { usePagedList } from './pagedList';
import { asPage, readEveryPage } from './pages';
import { interviewsKey } from './researchKeys';

/**
 * The interviews the user may see (admins: every client's, customers: their own),
 * newest first, a page at a time; with a project, that project's only. Every key sits
 * under the list's, so whatever refreshes the list refreshes these too.
 */
export function useInterviews(projectId?: string) {
  return usePagedList(
    projectId ? [...interviewsKey, { projectId }] : interviewsKey,
    (query, signal) => callApi('listInterviews', { query: { ...query, projectId }, signal }),
  );
}

/** The `count` newest interviews, for a dashboard's preview; the full list pages itself. */
export function useNewestInterviews(count: number) {
  return useQuery({
    queryKey: [...interviewsKey, 'newest', count],
    queryFn: async ({ signal }) =>
      asPage(await callApi('listInterviews', { query: { limit: String(count) }, signal })).items,
  });
}

/** The `count` interviews finished last, newest first (the server orders them). */
export function useRecentlyCompletedInterviews(count: number) {
  return useQuery({
    queryKey: [...interviewsKey, 'completed', count],
    queryFn: async ({ signal }) =>
      asPage(
        await callApi('listInterviews', {
          query: { status: 'completed', limit: String(count) },
          signal,
        }),
      ).items,
  });
}

/**
 * Every interview of one project, read a page of PAGE_MAX at a time, for the project
 * dashboard's Transcripts tab, which lists them all to filter and choose from (its
 * header's figures are counted on the server: useProjectFigures).
 */
export function useProjectInterviews(projectId: string) {
  return useQuery({
    queryKey: [...interviewsKey, { projectId }, 'all'],
    queryFn: ({ signal }) =>
      readEveryPage((query) =>
        callApi('listInterviews', { query: { ...query, projectId }, signal }),
      ),
  });
}

/**
 * An interview as some list on screen already read it, if one did: a dialog can show
 * its title at once while its own request loads.
 */
export function useCachedInterview(interviewId: string): Interview | undefined {
  const queryClient = useQueryClient();
  for (const [, data] of queryClient.getQueriesData<InfiniteData<Page<Interview>> | Interview[]>({
    queryKey: interviewsKey,
  })) {
    const lists = Array.isArray(data) ? [data] : (data?.pages?.map((page) => page.items) ?? []);
    for (const list of lists) {
      const found = list.find?.((interview) => interview.id === interviewId);
      if (found) return found;
    }
  }
  return undefined;
}

export function useCreateInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'createInterview'>) => callApi('createInterview', { body }),
    // Projects count their interviews, so both lists and the figures change.
    onSuccess: () => refreshResearch(queryClient),
  });
}

/** Closes an interview for good (POST /api/interviews/{id}/close); the lists and figures refresh. */
export function useCloseInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (interviewId: string) => callApi('closeInterview', { params: { interviewId } }),
    onSuccess: () => refreshResearch(queryClient),
  });
}

/** One interview's questions, answers and quality flags; keyed under the list, like the rest. */
export function useInterviewTranscript(interviewId: string) {
  return useQuery({
    queryKey: [...interviewsKey, interviewId, 'transcript'],
    queryFn: ({ signal }) => callApi('interviewTranscript', { params: { interviewId }, signal }),
  });
}
