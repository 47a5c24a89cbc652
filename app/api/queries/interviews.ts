import {
  type InfiniteData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Interview } from '../../../sync/contract/interviews';
import type { Page } from '../../../sync/contract/pagination';
import { type BodyOf, callApi } from '../client';
import { refreshResearch } from './figures';
import { usePagedList } from './pagedList';
import { asPage } from './pages';
import { interviewsKey } from './researchKeys';

/** What a list narrows interviews to; blank or absent: no narrowing. */
export interface InterviewFilter {
  /** One company's interviews only, by its exact name. */
  company?: string;
  /** Interviews whose expert's name or company contains this, ignoring case. */
  q?: string;
}

/**
 * The interviews the user may see (admins: every client's, customers: their own),
 * newest first, a page at a time, narrowed on the server; with a project, that project's
 * only (the admin's project view, the project dashboard's Transcripts tab). Every key sits
 * under the list's, so whatever refreshes the list refreshes these too.
 */
export function useInterviews(projectId?: string, filter: InterviewFilter = {}) {
  const narrowed = {
    ...(projectId ? { projectId } : {}),
    ...(filter.company ? { company: filter.company } : {}),
    ...(filter.q?.trim() ? { q: filter.q.trim() } : {}),
  };
  return usePagedList(
    Object.keys(narrowed).length > 0 ? [...interviewsKey, narrowed] : interviewsKey,
    (query, signal) => callApi('listInterviews', { query: { ...query, ...narrowed }, signal }),
    // Another filter over the same project keeps the rows on screen until its page comes;
    // another project's rows never stand in for this one's.
    { keepPreviousWhile: (previousKey) => projectOf(previousKey) === projectId },
  );
}

/** The project a key of useInterviews narrows to, if any. */
function projectOf(key: QueryKey): string | undefined {
  const narrowed = key[interviewsKey.length] as { projectId?: string } | undefined;
  return narrowed?.projectId;
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
