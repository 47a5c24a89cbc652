import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AnalysisResult } from '../../../sync/contract/customer';
import type { Project } from '../../../sync/contract/projects';
import { type BodyOf, callApi } from '../client';
import { type CachedPages, usePagedList } from './pagedList';

type Scope = Pick<Project, 'id' | 'client'>;

/** How often a running analysis is read again (the server writes progress every ~500 ms). */
const PROGRESS_POLL_MS = 1_000;

/** By API path: GET /api/customer/:client/analyses?projectId=… */
export function analysesKey({ client, id }: Scope) {
  return ['/api/customer', client, 'analyses', id] as const;
}

/** By API path: GET /api/customer/:client/analyses/:id (not under the list's key, so
 * refreshing the list does not refetch every running analysis too). */
function analysisKey({ client }: Scope, analysisId: string) {
  return ['/api/customer', client, 'analysis', analysisId] as const;
}

/** The project's stored graphs and lists, newest first, a page at a time. */
export function useAnalyses(project: Scope) {
  return usePagedList(analysesKey(project), (query, signal) =>
    callApi('listAnalyses', {
      params: { client: project.client },
      query: { ...query, projectId: project.id },
      signal,
    }),
  );
}

/** What a dialog asks for; the project scope is set here, over whatever it says. */
export type AnalysisRequest = BodyOf<'generateAnalysis'>;

/**
 * Puts an analysis in the cached list: in its place when it is there (a running one that
 * has finished), else at the top of the first page (a new one).
 */
function storeInList(pages: CachedPages<AnalysisResult> | undefined, result: AnalysisResult) {
  const listed = pages?.pages.some((page) => page.items.some(({ id }) => id === result.id));
  if (pages && listed) {
    return {
      ...pages,
      pages: pages.pages.map((page) => ({
        ...page,
        items: page.items.map((analysis) => (analysis.id === result.id ? result : analysis)),
      })),
    };
  }
  const [first, ...rest] = pages?.pages ?? [{ items: [], nextCursor: null }];
  return {
    pages: [{ ...first!, items: [result, ...first!.items] }, ...rest],
    pageParams: pages?.pageParams ?? [null],
  };
}

/**
 * Generates (and the server stores) a graph or list over the project's interviews. The
 * server answers once it is done, or, when it takes longer, with the analysis still
 * `running` (202), which useAnalysisProgress then follows. Either way it goes to the top
 * of the first cached page at once, then the list is read again.
 */
export function useGenerateAnalysis(project: Scope) {
  const queryClient = useQueryClient();
  const key = analysesKey(project);
  return useMutation({
    mutationFn: (request: AnalysisRequest) =>
      callApi('generateAnalysis', {
        params: { client: project.client },
        body: { ...request, projectId: project.id },
      }),
    onSuccess: (result) => {
      queryClient.setQueryData<CachedPages<AnalysisResult>>(key, (cached) =>
        storeInList(cached, result),
      );
      const refreshed = queryClient.invalidateQueries({ queryKey: key });
      // A finished one closes its dialog on the fresh list; a running one's card, already
      // at the top, follows it, so the dialog need not wait for the list.
      if (result.status !== 'running') return refreshed;
    },
  });
}

/**
 * A stored analysis kept current: while it is `running`, read again every second; once
 * it is done or failed, the list's copy is replaced so the card shows the result.
 */
export function useAnalysisProgress(project: Scope, analysis: AnalysisResult): AnalysisResult {
  const queryClient = useQueryClient();
  const running = analysis.status === 'running';
  const query = useQuery({
    queryKey: analysisKey(project, analysis.id),
    queryFn: ({ signal }) =>
      callApi('getAnalysis', { params: { client: project.client, id: analysis.id }, signal }),
    enabled: running,
    initialData: analysis,
    // Just read (the POST's answer or the list): the first poll comes a second later.
    initialDataUpdatedAt: Date.now,
    refetchInterval: (current) =>
      current.state.data?.status === 'running' ? PROGRESS_POLL_MS : false,
  });
  const latest = running ? query.data : analysis;
  useEffect(() => {
    if (!running || latest.status === 'running') return;
    queryClient.setQueryData<CachedPages<AnalysisResult>>(analysesKey(project), (cached) =>
      storeInList(cached, latest),
    );
  }, [running, latest, project, queryClient]);
  return latest;
}
