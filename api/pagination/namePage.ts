import type { Knex } from 'knex';
import { decodeCursor, encodeCursor, type KeysetPage } from './keysetPage';

/**
 * One page of names, for lists of things that have no row of their own (clients, a
 * project's companies): `names` is a query whose rows have a `name` column, each name once.
 * The order is case-insensitive, then exact, so it is total; the cursor is the last name
 * read, and a name added meanwhile never shifts what a reader has seen.
 */
export async function namePage(
  names: Knex.QueryBuilder,
  page: { limit: number; cursor?: string },
): Promise<KeysetPage<string>> {
  if (page.cursor !== undefined) {
    const after = decodeCursor(page.cursor);
    names.whereRaw('(lower(name), name) > (lower(?), ?)', [after, after]);
  }
  const rows: { name: string }[] = await names
    .select('name')
    .orderByRaw('lower(name), name')
    .limit(page.limit + 1);
  const pageNames = rows.slice(0, page.limit).map((row) => row.name);
  return {
    rows: pageNames,
    nextCursor: rows.length > page.limit ? encodeCursor(pageNames.at(-1)!) : null,
  };
}
