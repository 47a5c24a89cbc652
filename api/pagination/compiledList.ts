import type { Knex } from 'knex';
import { type Compilable, compiledQuery } from '../db/compiledQuery';
import {
  afterAnchor,
  cursorAnchor,
  type KeysetOrder,
  type KeysetPage,
  orderBy,
  pageOf,
} from './keysetPage';

type Row = Record<string, unknown>;

/**
 * Narrows the list by one value: a `where` with the value bound where the SQL has it. It is
 * called once per shape, with a marker in place of the value (see compiledQuery).
 */
type Filter<Value> = (query: Knex.QueryBuilder, value: Value) => Knex.QueryBuilder;

/** The rows of any of the given clients (a customer's lists): the list bound as one array. */
export const ofClients: Filter<string[]> = (query, clients) =>
  query.whereRaw('client = any(?)', [clients]);

export interface CompiledListOptions<Filters, Item> {
  order: KeysetOrder;
  /** Every row the list can show, before any filter: `knex('projects')`. */
  from: (knex: Knex) => Knex.QueryBuilder;
  /** The filters a request may give, each applied only when its value is given. */
  filters: { [Name in keyof Filters]-?: Filter<NonNullable<Filters[Name]>> };
  /** A row as the presenters take it, e.g. `Project.fromDatabaseJson`. */
  hydrate: (row: Row) => Item;
}

export type CompiledList<Filters, Item> = (
  db: Knex,
  filters: Filters,
  page: { limit: number; cursor?: string },
) => Promise<KeysetPage<Item>>;

/**
 * keysetPage for the lists that screens open on every visit (projects, interviews), with
 * the page's statement compiled once per shape (which filters a request gives, and whether
 * it follows a cursor) instead of an Objection query built, compiled and hydrated through
 * Objection's builder on every request: at demo size those were 15 % of the server's CPU on
 * the project list under load (docs/SCALING.md). A list has few filters, so few shapes.
 */
export function compiledList<Filters extends object, Item extends { id: string }>(
  options: CompiledListOptions<Filters, Item>,
): CompiledList<Filters, Item> {
  const names = Object.keys(options.filters) as (keyof Filters)[];
  const statements = new Map<string, (db: Knex, ...values: unknown[]) => Promise<Row[]>>();

  const statementFor = (given: (keyof Filters)[], afterCursor: boolean) => {
    const shape = `${given.join(',')}${afterCursor ? ' after cursor' : ''}`;
    let statement = statements.get(shape);
    if (!statement) {
      // Values in the order the call passes them: the filters', the cursor's row, the limit.
      statement = compiledQuery<unknown[], Row>((knex, ...values) => {
        let query = options.from(knex);
        given.forEach((name, index) => {
          query = options.filters[name](query, values[index] as NonNullable<Filters[typeof name]>);
        });
        if (afterCursor) {
          query = query.whereRaw(afterAnchor(options.order), [values[given.length] as string]);
        }
        return limited(query, orderBy(options.order), values.at(-1));
      });
      statements.set(shape, statement);
    }
    return statement;
  };

  return async (db, filters, page) => {
    const given = names.filter((name) => filters[name] !== undefined);
    const anchor =
      page.cursor === undefined ? [] : [await cursorAnchor(db, options.order, page.cursor)];
    const rows = await statementFor(given, anchor.length > 0)(
      db,
      ...given.map((name) => filters[name]),
      ...anchor,
      page.limit + 1,
    );
    return pageOf(rows.map(options.hydrate), page.limit);
  };
}

/**
 * The query ordered, with its row limit bound like a value: knex writes a builder's
 * `limit()` into the statement as a constant, so every page size would be another text.
 */
function limited(query: Knex.QueryBuilder, order: string, limit: unknown): Compilable {
  return {
    toSQL() {
      const { sql, bindings } = query.toSQL();
      return { sql: `${sql} order by ${order} limit ?`, bindings: [...bindings, limit] };
    },
  };
}
