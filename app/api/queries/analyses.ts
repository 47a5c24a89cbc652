import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnalysisResult } from '../../../sync/contract/customer';
import type { Project } from '../../../sync/contract/projects';
import { type BodyOf, callApi } from '../client';
import { type CachedPages, usePagedList } from './pagedList';

type Scope = Pick<Project, 'id' | 'client'>;

/** By API path: GET /api/customer/:client/analyses?projectId=… */
export function analysesKey({ client, id }: Scope) {
  return ['/api/customer', client, 'analyses', id] as const;
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
 * Generates (and the server stores) a graph or list over the project's interviews. The
 * result goes to the top of the first cached page at once, then the list is read again.
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
      queryClient.setQueryData<CachedPages<AnalysisResult>>(key, (cached) => {
        const pages = cached?.pages ?? [{ items: [], nextCursor: null }];
        const [first, ...rest] = pages.map((page) => ({
          ...page,
          items: page.items.filter((analysis) => analysis.id !== result.id),
        }));
        return {
          pages: [{ ...first!, items: [result, ...first!.items] }, ...rest],
          pageParams: cached?.pageParams ?? [null],
        };
      });
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
