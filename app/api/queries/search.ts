import { useQuery } from '@tanstack/react-query';
import { callApi } from '../client';
import { asPage } from './pages';

/** The best matches shown; the search asks for no more than these. */
const SEARCH_RESULTS = 50;

/** Full-text search over the client's answers; only asked while the query is non-empty. */
export function useAnswerSearch(client: string, q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ['/api/search', { q: query, client }],
    queryFn: async ({ signal }) =>
      asPage(
        await callApi('search', {
          query: { q: query, client, limit: String(SEARCH_RESULTS) },
          signal,
        }),
      ).items,
    enabled: query.length > 0,
  });
}
