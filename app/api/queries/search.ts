import { useQuery } from '@tanstack/react-query';
import { callApi } from '../client';
import type { DashboardFilters } from './clientDashboard';
import { asPage } from './pages';

/** The best matches shown; the search asks for no more than these. */
const SEARCH_RESULTS = 50;

/**
 * Full-text search over the client's answers, narrowed on the server by the dashboard's
 * company and topic filters (so the results are what those filters keep, a full page of
 * them); only asked while the query is non-empty.
 */
export function useAnswerSearch(client: string, q: string, filters: DashboardFilters) {
  const query = q.trim();
  const { company, topic } = filters;
  return useQuery({
    queryKey: ['/api/search', { q: query, client, company, topic }],
    queryFn: async ({ signal }) =>
      asPage(
        await callApi('search', {
          query: {
            q: query,
            client,
            company: company ?? undefined,
            topic: topic ?? undefined,
            limit: String(SEARCH_RESULTS),
          },
          signal,
        }),
      ).items,
    enabled: query.length > 0,
  });
}
