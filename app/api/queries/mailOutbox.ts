import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PAGE_DEFAULT } from '../../../sync/contract/pagination';
import { callApi } from '../client';

/** By API path, like the other lists. */
export const mailOutboxKey = ['/api/mail-outbox'] as const;

/**
 * The mail outbox (admins): every message Parley sent or kept, newest first, a page at a
 * time. Its pages are objects, not plain lists: each says too whether mail is delivered.
 * Read again on every visit and on focus: invitations go out while nobody looks.
 */
export function useMailOutbox() {
  const query = useInfiniteQuery({
    queryKey: mailOutboxKey,
    queryFn: ({ pageParam, signal }) =>
      callApi('mailOutbox', {
        query: { limit: String(PAGE_DEFAULT), cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
  const messages = useMemo(() => query.data?.pages.flatMap((page) => page.messages), [query.data]);
  // The latest page's answer: a server whose SMTP_URL changed says so on the next read.
  const smtpConfigured = query.data?.pages.at(-1)?.smtpConfigured;
  return Object.assign(query, { messages, smtpConfigured });
}
