import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEventQuery } from '../../../sync/contract/audit';
import { PAGE_DEFAULT } from '../../../sync/contract/pagination';
import { callApi } from '../client';

type AuditFilterQuery = Omit<AuditEventQuery, 'limit' | 'cursor'>;

/**
 * The trail newest first, a page at a time: 'Load more' asks for the page after the
 * last cursor, so events recorded meanwhile never shift what is already on screen.
 * (Its pages say `events`, not `items`, as the trail's first version did.)
 */
export function useAuditEvents(filters: AuditFilterQuery) {
  return useInfiniteQuery({
    queryKey: ['/api/audit-events', filters],
    queryFn: ({ pageParam, signal }) =>
      callApi('listAuditEvents', {
        query: { ...filters, limit: String(PAGE_DEFAULT), cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
