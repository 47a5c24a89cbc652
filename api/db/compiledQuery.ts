import type { Knex } from 'knex';

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
  build: (knex: Knex, ...values: Values) => Knex.QueryBuilder,
): (knex: Knex, ...values: Values) => Promise<Row[]> {
  // Per knex instance: tests make many databases in one process.
  const compiled = new WeakMap<Knex, CompiledStatement>();
  return async (knex, ...values) => {
    let statement = compiled.get(knex);
    if (!statement) {
      statement = compile(knex, build, values.length);
      compiled.set(knex, statement);
    }
    const bindings = statement.slots.map((slot) =>
      'value' in slot ? values[slot.value] : slot.constant,
    );
    const result = (await knex.raw(statement.sql, bindings as Knex.RawBinding[])) as {
      rows: Row[];
    };
    return result.rows;
  };
}

interface CompiledStatement {
  sql: string;
  slots: ({ value: number } | { constant: unknown })[];
}

function compile<Values extends unknown[]>(
  knex: Knex,
  build: (knex: Knex, ...values: Values) => Knex.QueryBuilder,
  count: number,
): CompiledStatement {
  const markers = Array.from(
    { length: count },
    (_, index) => `\u0000compiled-value-${index}\u0000`,
  );
  const { sql, bindings } = build(knex, ...(markers as Values)).toSQL();
  const slots = bindings.map((binding) => {
    const value = markers.indexOf(binding as string);
    if (value >= 0) return { value };
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
