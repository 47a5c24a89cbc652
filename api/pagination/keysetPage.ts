import type { Knex } from 'knex';
import { compiledQuery } from '../db/compiledQuery';
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
  if (page.cursor !== undefined) {
    query.whereRaw(afterAnchor(order), [await cursorAnchor(db, order, page.cursor)]);
  }
  query.clearOrder();
  query.orderByRaw(orderBy(order));
  return pageOf(await query.limit(page.limit + 1), page.limit);
}

/** The rows of a page read with one row beyond `limit`, and the cursor when that row came. */
export function pageOf<Row extends { id: string }>(rows: Row[], limit: number): KeysetPage<Row> {
  const more = rows.length > limit;
  const pageRows = more ? rows.slice(0, limit) : rows;
  return { rows: pageRows, nextCursor: more ? encodeCursor(pageRows.at(-1)!.id) : null };
}

/** The rows after the cursor's row in this order, its id bound to the one `?`. */
export function afterAnchor(order: KeysetOrder): string {
  const keys = order.keys.join(', ');
  const comparison = order.direction === 'desc' ? '<' : '>';
  return `(${keys}) ${comparison} (select ${keys} from ${order.table} where ${order.table}.id = ?)`;
}

/**
 * The ORDER BY that afterAnchor's row comparison walks: every key in one direction, since a
 * row-value comparison such as `(a, b) < (x, y)` only follows an order of one direction.
 */
export function orderBy(order: KeysetOrder): string {
  return order.keys.map((key) => `${key} ${order.direction}`).join(', ');
}

/** The id the cursor names, once it is known to name a row of the list's table. */
export async function cursorAnchor(db: Knex, order: KeysetOrder, cursor: string): Promise<string> {
  const anchor = decodeCursor(cursor);
  const [exists] = await rowExists(db, order.table, anchor);
  if (!exists) throw new ValidationError(INVALID_CURSOR, 'invalid_cursor');
  return anchor;
}

// Every list's table, by its name: the few tables paged, each compiled on its first cursor.
const rowExistsIn = new Map<string, (db: Knex, id: string) => Promise<{ id: string }[]>>();

function rowExists(db: Knex, table: string, id: string) {
  let statement = rowExistsIn.get(table);
  if (!statement) {
    statement = compiledQuery<[string], { id: string }>((knex, rowId) =>
      knex(table).where(`${table}.id`, rowId).first('id'),
    );
    rowExistsIn.set(table, statement);
  }
  return statement(db, id);
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
