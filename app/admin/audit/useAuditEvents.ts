import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { type AuditFilters, toAuditQuery } from './auditFilters';

const PAGE_SIZE = 50;

/**
 * The trail newest first, a page at a time: 'Load more' asks for the page after the
 * last cursor, so events recorded meanwhile never shift what is already on screen.
 */
export function useAuditEvents(filters: AuditFilters) {
  const query = toAuditQuery(filters);
  return useInfiniteQuery({
    queryKey: ['/api/audit-events', query],
    queryFn: ({ pageParam, signal }) =>
      callApi('listAuditEvents', {
        query: { ...query, limit: String(PAGE_SIZE), cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
