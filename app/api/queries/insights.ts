import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../client';
import { clientDashboardKey } from './clientDashboard';
import { clientPath } from './clientPaths';
import { asPage } from './pages';

/** Every view of the client's insights (a prefix key). */
const clientInsightsKey = (client: string) => [clientPath(client, 'insights')] as const;

/**
 * The client's first `count` stored insights, in the server's order: the dashboard's
 * summary shows a fixed few, so it asks for no more than those.
 */
export function useClientInsights(client: string, count: number) {
  return useQuery({
    queryKey: [...clientInsightsKey(client), count],
    queryFn: async ({ signal }) =>
      asPage(
        await callApi('clientInsights', {
          params: { client },
          query: { limit: String(count) },
          signal,
        }),
      ).items,
  });
}

/** 'New Analysis': regenerates the stored insights, then refreshes what the page shows. */
export function useGenerateInsights(client: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('generateInsights', { params: { client } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientInsightsKey(client) }),
        queryClient.invalidateQueries({ queryKey: clientDashboardKey(client) }),
      ]),
  });
}
