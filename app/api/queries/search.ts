import { callApi } from '../client';
import type { DashboardFilters } from './clientDashboard';
import { usePagedList } from './pagedList';

/**
 * Full-text search over the client's answers, best match first, a page at a time,
 * narrowed on the server by the dashboard's company and topic filters (so each page is
 * what those filters keep); only asked while the query is non-empty.
 */
export function useAnswerSearch(client: string, q: string, filters: DashboardFilters) {
  const query = q.trim();
  const { company, topic } = filters;
  return usePagedList(
    ['/api/search', { q: query, client, company, topic }],
    (page, signal) =>
      callApi('search', {
        query: {
          ...page,
          q: query,
          client,
          company: company ?? undefined,
          topic: topic ?? undefined,
        },
        signal,
      }),
    { enabled: query.length > 0 },
  );
}
