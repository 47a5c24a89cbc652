import { PAGE_MAX, type Page, type PageQuery } from '../../../sync/contract/pagination';

/**
 * Every item of a paged list, a page of PAGE_MAX at a time. Only for the few screens
 * that genuinely need every item (a picker, figures counted over one project); each
 * caller says why. Lists on screen page themselves (./pagedList.ts).
 */
export async function readEveryPage<Item>(
  fetchPage: (query: PageQuery) => Promise<Page<Item> | Item[]>,
): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | undefined;
  do {
    const page = await fetchPage({ limit: String(PAGE_MAX), cursor });
    // Only a request without limit or cursor gets a plain array; this one never does.
    if (Array.isArray(page)) return [...items, ...page];
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}

/** A list answer as a page: a request with `limit` gets one; this narrows the type. */
export function asPage<Item>(response: Page<Item> | Item[]): Page<Item> {
  return Array.isArray(response) ? { items: response, nextCursor: null } : response;
}
