import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { plural } from '../../admin/plural';
import { showInsightsFailed, showInsightsGenerated } from '../../customer/insightsToasts';
import { callApi } from '../client';
import { projectKey } from './projects';

export const projectSummaryKey = (projectId: string) =>
  [...projectKey(projectId), 'summary'] as const;

/**
 * The stored Key Insights. The first read of a project generates and stores them,
 * which can take a few seconds; every read after that returns the same text.
 */
export function useProjectSummary(projectId: string) {
  return useQuery({
    queryKey: projectSummaryKey(projectId),
    queryFn: () => callApi('projectSummary', { params: { id: projectId } }),
  });
}

/** Replaces the stored insights with ones generated from the answers stored now. */
export function useRegenerateProjectSummary(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('regenerateProjectSummary', { params: { id: projectId }, body: {} }),
    onSuccess: (summary) => {
      queryClient.setQueryData(projectSummaryKey(projectId), summary);
      showInsightsGenerated(`Key insights now cover ${plural(summary.answers, 'answer')}.`);
    },
    onError: showInsightsFailed,
  });
}
