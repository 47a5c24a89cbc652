import type { Knex } from 'knex';
import { type PgConnection, PreparingPgClient } from './preparingPgClient';

/**
 * A statement on every request's path, built by knex once instead of on every call. Building
 * and compiling a query is knex's largest cost on the smallest reads: in a profile of the
 * client dashboard under load (docs/SCALING.md), knex's own code was 13.9 % of the server's
 * CPU, most of it compiling the session and data-version builders; compiled once, 7.8 %.
 *
 * The query stays written as a knex builder. On first use it is compiled with a marker in
 * place of each value; each later call sends the same SQL with its values bound where the
 * markers were, and the builder's constants (a `first()`'s limit) where they were.
 * Resolves to the rows, as a builder's select would.
 */
export function compiledQuery<Values extends unknown[], Row>(
  build: (knex: Knex, ...values: Values) => Compilable,
): (knex: Knex, ...values: Values) => Promise<Row[]> {
  // Per database, not per knex object: tests make many databases in one process, and a
  // transaction is a knex object of its own that shares its database's client config.
  const compiled = new WeakMap<object, CompiledStatement>();
  return async (knex, ...values) => {
    let statement = compiled.get(knex.client.config);
    if (!statement) {
      statement = compile(knex, build, values.length);
      compiled.set(knex.client.config, statement);
    }
    const bindings = statement.slots.map((slot) => {
      if (!('value' in slot)) return slot.constant;
      const value = values[slot.value];
      // A list is sent as one PostgreSQL array, so only where the SQL takes one: `= any(?)`.
      // Anywhere else (an `in (?)` compiled from one marker) it would not mean the list.
      if (Array.isArray(value) !== slot.array) {
        throw new Error(
          slot.array
            ? 'compiledQuery: a value bound to any(?) is not an array'
            : 'compiledQuery: a value is an array, and only any(?) takes one',
        );
      }
      return value;
    });
    // A knex builder refuses an undefined value; pg would quietly send it as NULL.
    if (bindings.includes(undefined)) throw new Error('compiledQuery: a value is undefined');
    return run<Row>(knex, statement, bindings);
  };
}

/** What compiledQuery compiles: a knex builder, or a statement made from one (api/pagination/compiledList.ts). */
export interface Compilable {
  toSQL(): { sql: string; bindings: readonly unknown[] };
}

/** The parts of a knex client that its own runner uses to send one statement. */
interface ClientInternals {
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<void>;
  query(
    connection: unknown,
    query: { sql: string; bindings: unknown[]; method: 'raw' },
  ): Promise<unknown>;
  processResponse(query: unknown): unknown;
  /** `?` → `$1`, `$2`…, as the PostgreSQL dialects place values. */
  positionBindings(sql: string): string;
}

/**
 * Sends the statement on a connection of knex's pool, without the raw builder and runner
 * knex.raw makes for every call (about 30 µs of CPU a statement, a fifth of its cost). On
 * PostgreSQL outside a transaction it goes straight to pg (PreparingPgClient.queryCompiled);
 * in a transaction, and on PGlite, through knex's client as knex's runner would send it,
 * which there also checks that the transaction is still open. Either way knex's 'query'
 * event is emitted and a failed statement's error names its SQL.
 */
async function run<Row>(
  knex: Knex,
  statement: CompiledStatement,
  bindings: unknown[],
): Promise<Row[]> {
  const client = knex.client as unknown as ClientInternals;
  const connection = await client.acquireConnection();
  try {
    if (client instanceof PreparingPgClient && !knex.isTransaction) {
      statement.placed ??= client.positionBindings(statement.sql);
      const rows = await client.queryCompiled(
        connection as PgConnection,
        statement.placed,
        bindings,
      );
      return rows as Row[];
    }
    const sent = await client.query(connection, { sql: statement.sql, bindings, method: 'raw' });
    return (client.processResponse(sent) as { rows: Row[] }).rows;
  } finally {
    await client.releaseConnection(connection);
  }
}

interface CompiledStatement {
  sql: string;
  /** `sql` with its values placed as PostgreSQL numbers them, made on first use there. */
  placed?: string;
  /** `array`: the value is bound to `any(?)`, where PostgreSQL takes a whole array. */
  slots: ({ value: number; array: boolean } | { constant: unknown })[];
}

function compile<Values extends unknown[]>(
  knex: Knex,
  build: (knex: Knex, ...values: Values) => Compilable,
  count: number,
): CompiledStatement {
  const markers = Array.from(
    { length: count },
    (_, index) => `\u0000compiled-value-${index}\u0000`,
  );
  const { sql, bindings } = build(knex, ...(markers as Values)).toSQL();
  const arrayPlaceholders = placeholdersInAny(sql, bindings.length);
  const slots = bindings.map((binding, position) => {
    const value = markers.indexOf(binding as string);
    if (value >= 0) return { value, array: arrayPlaceholders.has(position) };
    // A builder that reshapes a value (`%${term}%`, an array spread into `in`) cannot be
    // compiled: its bindings are not the values as given.
    if (typeof binding === 'string' && binding.includes('\u0000compiled-value-')) {
      throw new Error(`compiledQuery: a value is changed by the builder (${sql})`);
    }
    return { constant: binding };
  });
  const unbound = markers.filter((marker) => !bindings.includes(marker));
  if (unbound.length > 0) {
    throw new Error(`compiledQuery: ${unbound.length} value(s) are not bound by ${sql}`);
  }
  return { sql, slots };
}

/**
 * Which of the statement's `?` placeholders (by position) stand right inside `any(`. Should
 * the SQL hold a `?` that is not a placeholder, the count is off and none is taken as one.
 */
function placeholdersInAny(sql: string, count: number): Set<number> {
  const parts = sql.split('?');
  if (parts.length - 1 !== count) return new Set();
  const positions = parts
    .slice(0, -1)
    .flatMap((before, position) => (/\bany\(\s*$/i.test(before) ? [position] : []));
  return new Set(positions);
}
