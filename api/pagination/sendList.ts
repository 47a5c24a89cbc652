import type { Context } from 'koa';
import {
  asksForPage,
  PAGE_DEFAULT,
  PAGE_MAX,
  type PageRequest,
} from '../../sync/contract/pagination';
import type { KeysetPage } from './keysetPage';

/**
 * Answers a list request (see sync/contract/pagination.ts): a page when the request
 * asked for one, else the plain array of the first PAGE_MAX rows, with where the rest
 * begins in `X-Next-Cursor` and a `Link: rel="next"` header, so nothing is cut off
 * without saying so. `plain` wraps that array for a list whose first version answered an
 * object (the dead-letter list's `{ jobs }`).
 */
export async function sendList<Row, Item>(
  ctx: Context,
  request: PageRequest,
  read: (page: { limit: number; cursor?: string }) => Promise<KeysetPage<Row>>,
  present: (rows: Row[]) => Item[] | Promise<Item[]>,
  plain: (items: Item[]) => unknown = (items) => items,
): Promise<void> {
  const paged = asksForPage(request);
  const page = await read({
    limit: paged ? (request.limit ?? PAGE_DEFAULT) : PAGE_MAX,
    cursor: request.cursor,
  });
  const items = await present(page.rows);
  if (paged) {
    ctx.body = { items, nextCursor: page.nextCursor };
    return;
  }
  if (page.nextCursor) {
    const next = new URLSearchParams(ctx.querystring);
    next.set('limit', String(PAGE_MAX));
    next.set('cursor', page.nextCursor);
    ctx.set('X-Next-Cursor', page.nextCursor);
    ctx.set('Link', `<${ctx.path}?${next}>; rel="next"`);
  }
  ctx.body = plain(items);
}
