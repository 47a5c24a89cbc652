import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnalysisResult } from '../../../../sync/contract/customer';
import type { Project } from '../../../../sync/contract/projects';
import { type BodyOf, callApi } from '../../../api/client';

type Scope = Pick<Project, 'id' | 'client'>;

/** By API path: GET /api/customer/:client/analyses?projectId=… */
export function analysesKey({ client, id }: Scope) {
  return ['/api/customer', client, 'analyses', id] as const;
}

/** The project's stored graphs and lists, newest first, as stored with their inputs. */
export function useAnalyses(project: Scope) {
  return useQuery({
    queryKey: analysesKey(project),
    queryFn: () =>
      callApi('listAnalyses', {
        params: { client: project.client },
        query: { projectId: project.id },
      }),
  });
}

/** What a dialog asks for; the project scope is set here, over whatever it says. */
export type AnalysisRequest = BodyOf<'generateAnalysis'>;

/**
 * Generates (and the server stores) a graph or list over the project's interviews. The
 * result goes to the top of the cached list at once, then the list is read again.
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
      queryClient.setQueryData<AnalysisResult[]>(key, (stored) => [
        result,
        ...(stored ?? []).filter((analysis) => analysis.id !== result.id),
      ]);
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
