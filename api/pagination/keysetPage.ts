import type { Knex } from 'knex';
import { ValidationError } from '../errors';

/**
 * How a list is ordered, for keyset paging: SQL expressions over one table's columns,
 * the row's id last so the order is total, all in one direction. Each expression names
 * its table (`interviews.created_at`), so the same text works in the cursor's subquery.
 */
export interface KeysetOrder {
  table: string;
  keys: string[];
  direction: 'asc' | 'desc';
}

export interface KeysetPage<Row> {
  rows: Row[];
  nextCursor: string | null;
}

const INVALID_CURSOR = 'cursor is not valid: pass the nextCursor of the previous page';

/**
 * One page of `query` after the row the cursor names. The cursor is the last row's id,
 * and its sort values are read in the database, so timestamps keep their microseconds
 * (a JavaScript Date would round them and skip or repeat rows) and rows added meanwhile
 * never shift the pages already read. One row beyond `limit` says whether more follow.
 */
export async function keysetPage<Row extends { id: string }>(
  db: Knex,
  query: PageableQuery<Row>,
  order: KeysetOrder,
  page: { limit: number; cursor?: string },
): Promise<KeysetPage<Row>> {
  const keys = order.keys.join(', ');
  if (page.cursor !== undefined) {
    const anchor = decodeCursor(page.cursor);
    const exists = await db(order.table).where(`${order.table}.id`, anchor).first('id');
    if (!exists) throw new ValidationError(INVALID_CURSOR, 'invalid_cursor');
    const comparison = order.direction === 'desc' ? '<' : '>';
    query.whereRaw(
      `(${keys}) ${comparison} (select ${keys} from ${order.table} where ${order.table}.id = ?)`,
      [anchor],
    );
  }
  query.clearOrder();
  query.orderByRaw(order.keys.map((key) => `${key} ${order.direction}`).join(', '));
  const rows = await query.limit(page.limit + 1);
  const more = rows.length > page.limit;
  const pageRows = more ? rows.slice(0, page.limit) : rows;
  return { rows: pageRows, nextCursor: more ? encodeCursor(pageRows.at(-1)!.id) : null };
}

/** What keysetPage needs of a query: a Knex or an Objection query builder both fit. */
export interface PageableQuery<Row> {
  whereRaw(sql: string, bindings: readonly string[]): unknown;
  clearOrder(): unknown;
  orderByRaw(sql: string): unknown;
  limit(count: number): PromiseLike<Row[]>;
}

/** Opaque to clients, so the order behind it may change without breaking them. */
export function encodeCursor(value: string): string {
  return Buffer.from(value, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): string {
  const value = /^[A-Za-z0-9_-]+$/.test(cursor)
    ? Buffer.from(cursor, 'base64url').toString('utf8')
    : '';
  if (!value || encodeCursor(value) !== cursor) {
    throw new ValidationError(INVALID_CURSOR, 'invalid_cursor');
  }
  return value;
}
