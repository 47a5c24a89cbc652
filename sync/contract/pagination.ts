import { z } from 'zod';

/**
 * Cursor pagination, shared by every list endpoint. A request with `limit` or `cursor`
 * gets a page, `{ items, nextCursor }`; pass `nextCursor` back as `cursor` for the next
 * one, until it is null. A request with neither gets the spec's plain array, capped at
 * PAGE_MAX rows, with the next page's address in a `Link: <…>; rel="next"` header (and
 * its cursor in `X-Next-Cursor`) when more follow, so programs written against the
 * first version keep working and no list is ever read whole.
 */
export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 200;
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${PAGE_MAX}`;

export const PageLimitSchema = z
  .string({ error: LIMIT_MESSAGE })
  .regex(/^\d{1,4}$/, LIMIT_MESSAGE)
  .optional()
  .transform((value) => (value ? Number(value) : undefined))
  .pipe(z.number().min(1, LIMIT_MESSAGE).max(PAGE_MAX, LIMIT_MESSAGE).optional())
  .meta({
    description: `Rows per page, 1 to ${PAGE_MAX} (default ${PAGE_DEFAULT}). With limit or cursor the answer is a page, { items, nextCursor }; without both, the plain array of up to ${PAGE_MAX} rows, with the next page's cursor in X-Next-Cursor and a Link rel="next" header when more follow.`,
  });

export const PageCursorSchema = z
  .string({ error: 'cursor must be text' })
  .trim()
  .max(500, 'cursor must be 500 characters or less')
  .optional()
  .transform((value) => value || undefined)
  .meta({ description: "The previous page's nextCursor, to read the page after it." });

export const PageQuerySchema = z.strictObject({
  limit: PageLimitSchema,
  cursor: PageCursorSchema,
});
export type PageQuery = z.input<typeof PageQuerySchema>;
export type PageRequest = z.output<typeof PageQuerySchema>;

export interface Page<Item> {
  items: Item[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

export const pageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/** A list endpoint's answer: a page when one was asked for, else the plain array. */
export const listOrPageSchema = <Item extends z.ZodType>(item: Item) =>
  z.union([pageSchema(item), z.array(item)]);

/** Whether the request asked for a page (`limit` or `cursor`) rather than the plain array. */
export function asksForPage(query: PageRequest): boolean {
  return query.limit !== undefined || query.cursor !== undefined;
}
