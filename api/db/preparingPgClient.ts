import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Knex } from 'knex';
import pg from 'pg';

const require = createRequire(import.meta.url);
// knex's own PostgreSQL dialect, extended rather than replaced: only how a statement is sent changes.
const ClientPG = require('knex/lib/dialects/postgres') as new (config: Knex.Config) => Knex.Client;

/** The most statement texts named per database; any further text is sent unnamed, as before. */
export const MAX_NAMED_STATEMENTS = 1_000;

/** PostgreSQL's answer when a named statement's columns changed under it (an added column). */
const RESULT_TYPE_CHANGED = '0A000';

interface PgQuery {
  sql: string;
  bindings?: unknown[];
  options?: Record<string, unknown>;
}

type PgDialect = Knex.Client & {
  config: Knex.Config;
  emit(event: 'query', payload: object): boolean;
  _query(connection: unknown, query: PgQuery): Promise<unknown>;
};

/** Each text's name, and how many times a column change made it start again. */
type StatementNames = Map<string, { digest: string; generation: number }>;

/**
 * Per database, by the client config that a knex object and its transactions share (knex
 * builds a transaction's client from the prototype, without instance fields), so the cap
 * counts one database's texts.
 */
const namesByDatabase = new WeakMap<object, StatementNames>();

/**
 * Sends every statement with values as a named prepared statement, so PostgreSQL parses it
 * once per connection instead of on every call. Measured on the answer path (50 experts
 * answering at once, docs/SCALING.md): the database's CPU per answer fell from about 6.1 to
 * 4.1 ms, since a submission's eight statements were parsed and planned afresh each time.
 *
 * A statement's name is a digest of its text, so the same text always gets the same name on
 * every connection and two texts never share one. Texts that carry their values inline (a
 * `whereIn` of varying length) would each take a name: past MAX_NAMED_STATEMENTS they go
 * unnamed, so what a connection keeps prepared stays bounded. A migration that changes a
 * table's columns makes PostgreSQL refuse a `select *` prepared before it; that statement
 * then fails once and is prepared afresh under a new name.
 */
export class PreparingPgClient extends (ClientPG as unknown as new (
  config: Knex.Config,
) => PgDialect) {
  override _query(connection: unknown, query: PgQuery): Promise<unknown> {
    // A name given by the caller, or options pg reads besides it (a row mode, a type
    // parser): knex's own path, which hands them all to pg.
    if (!query.sql || Object.keys(query.options ?? {}).length > 0) {
      return super._query(connection, query);
    }
    const name = this.preparedName(query.sql, query.bindings);
    return sendQuery(connection as PgConnection, query.sql, query.bindings ?? [], name).then(
      (response) => Object.assign(query, { response }), // where knex's processResponse reads it
      (error: Error) => {
        throw this.noteFailure(query.sql, error);
      },
    );
  }

  /**
   * Sends a statement compiled once (api/db/compiledQuery.ts, its values already placed as
   * `$1`…) straight on a connection from the pool, as pg's own query, named as `_query`
   * names it. knex's path would place the values again, format two debug lines nobody
   * reads and wrap the statement and its result in objects of its own, every call. knex's
   * 'query' event is still emitted: tests count statements by it. Resolves to the rows.
   */
  queryCompiled(connection: PgConnection, text: string, values: unknown[]): Promise<unknown[]> {
    const { __knexUid, __knexTxId } = connection;
    this.emit('query', { __knexUid, __knexTxId, sql: text, bindings: values, method: 'raw' });
    return sendQuery(connection, text, values, this.preparedName(text, values)).then(
      (result) => result.rows,
      (error: Error) => {
        // As knex's own path does: the log of a failed statement names it.
        error.message = `${text} - ${error.message}`;
        throw this.noteFailure(text, error);
      },
    );
  }

  /** The name a statement with values is prepared under; none past the cap, or without values. */
  private preparedName(text: string, values: readonly unknown[] | undefined): string | null {
    return values?.length ? nameOf(this.statementNames(), text) : null;
  }

  private statementNames(): StatementNames {
    let names = namesByDatabase.get(this.config);
    if (!names) {
      names = new Map();
      namesByDatabase.set(this.config, names);
    }
    return names;
  }

  /** Returns the error to throw; a column change makes the text start again under a new name. */
  private noteFailure<Failure extends object>(sql: string, error: Failure): Failure {
    // The old name stays prepared, unused, on the connections that have it until they close.
    const entry = this.statementNames().get(sql);
    if ('code' in error && error.code === RESULT_TYPE_CHANGED && entry) entry.generation++;
    return error;
  }
}

/**
 * Hands pg a Query built from the statement's text rather than a `{ text, values, name }`
 * object: pg copies a config object through its property descriptors on every call (pg 8.23),
 * about 3 µs a statement under load (docs/SCALING.md, 7 Dec 2026, fourth session).
 */
function sendQuery(
  connection: PgConnection,
  text: string,
  values: readonly unknown[],
  name: string | null,
): Promise<pg.QueryResult> {
  return new Promise((resolve, reject) => {
    const query: pg.Query & { name?: string } = new pg.Query(
      text,
      values as unknown[],
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (name) query.name = name;
    connection.query(query);
  });
}

/** A pool's pg connection, as knex hands it out (with knex's ids on it). */
export type PgConnection = pg.Client & { __knexUid?: string; __knexTxId?: string };

function nameOf(names: StatementNames, sql: string): string | null {
  let entry = names.get(sql);
  if (!entry) {
    if (names.size >= MAX_NAMED_STATEMENTS) return null;
    entry = { digest: createHash('sha1').update(sql).digest('hex').slice(0, 20), generation: 0 };
    names.set(sql, entry);
  }
  return `knex_${entry.digest}_${entry.generation}`;
}
