import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PAGE_DEFAULT, type Page, type PageQuery } from '../../../sync/contract/pagination';
import { asPage } from './pages';

/** What a paged list asks the server for one page: its limit and the cursor to read after. */
export type FetchPage<Item> = (
  page: PageQuery,
  signal: AbortSignal,
) => Promise<Page<Item> | Item[]>;

export interface PagedListOptions {
  /** Read again on mount and on focus (the expert's lists); the app's default is never. */
  staleTime?: number;
  refetchOnWindowFocus?: boolean;
  enabled?: boolean;
  /**
   * Keep showing the pages read under the previous key while the new key's first page
   * loads, when this says the two lists are alike (the same list, narrowed differently),
   * so a filter change does not blank the list; `isPlaceholderData` is true meanwhile.
   */
  keepPreviousWhile?: (previousKey: QueryKey) => boolean;
}

/**
 * A list read a page at a time (issue 16): the first PAGE_DEFAULT items, then the page
 * after the last cursor on `fetchNextPage` (the screens' "Load more"). Keyset cursors
 * mean rows added meanwhile never shift or repeat what is on screen. `items` is every
 * page read so far, in the server's order.
 */
export function usePagedList<Item>(
  queryKey: QueryKey,
  fetchPage: FetchPage<Item>,
  { keepPreviousWhile, ...rest }: PagedListOptions = {},
) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: async ({ pageParam, signal }) =>
      asPage(
        await fetchPage({ limit: String(PAGE_DEFAULT), cursor: pageParam ?? undefined }, signal),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: (previous, previousQuery) =>
      previousQuery && keepPreviousWhile?.(previousQuery.queryKey) ? previous : undefined,
    ...rest,
  });
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items), [query.data]);
  return Object.assign(query, { items });
}

export type PagedList<Item> = ReturnType<typeof usePagedList<Item>>;

/** The cached pages of a paged list, as `setQueryData` on its key sees them. */
export interface CachedPages<Item> {
  pages: Page<Item>[];
  pageParams: (string | null)[];
}
