import { createRequire } from 'node:module';
import type { Knex } from 'knex';
import type pg from 'pg';

const require = createRequire(import.meta.url);
// knex's own PostgreSQL transaction, extended: only when BEGIN and COMMIT are written changes.
const TransactionPG = require('knex/lib/dialects/postgres/execution/pg-transaction') as new (
  ...args: unknown[]
) => KnexTransactionInternals;

/** A statement as knex's client sends it: `?` placeholders, values beside. */
export interface HeldStatement {
  sql: string;
  bindings: unknown[];
}

/** A pool connection in pg's pipeline mode: statements go out without waiting for results. */
type PipelinedConnection = pg.Client & { connection: { stream: { cork(): void; uncork(): void } } };

/** Connections whose transaction has begun, its BEGIN not written yet. */
const heldBegins = new WeakSet<object>();
/** Statements nobody reads the result of, to be written with their transaction's COMMIT. */
const heldForCommit = new WeakMap<object, HeldStatement[]>();

/**
 * A transaction whose BEGIN and COMMIT ride with other statements instead of taking a round
 * trip each. The pool's connections are in pg's pipeline mode (api/db/connection.ts), so
 * statements written together are answered together, in order. Measured on an answer's
 * seven statements (bench/pipelineProbe.ts, docs/SCALING.md): each round trip saved is CPU
 * saved on the 2-core hosts, where a write to PostgreSQL's socket is the answer path's
 * largest single cost.
 *
 * - BEGIN is held until the transaction's first statement and written with it. PostgreSQL
 *   runs a connection's statements in order, so the statement still runs inside it.
 * - Statements handed to `holdForCommit` (a stored idempotent response) are written with
 *   COMMIT, and the commit fails if any of them failed: PostgreSQL answers COMMIT in an
 *   aborted transaction with a quiet ROLLBACK, so their results are checked, not COMMIT's.
 *
 * A transaction with an isolation level or READ ONLY begins as knex begins it.
 */
export class PipelinedTransaction extends TransactionPG {
  override begin(connection: PipelinedConnection): Promise<unknown> {
    if (this.isolationLevel || this.readOnly) return super.begin(connection);
    heldBegins.add(connection);
    return Promise.resolve();
  }

  override commit(connection: PipelinedConnection, value: unknown): Promise<unknown> {
    const held = heldForCommit.get(connection) ?? [];
    heldForCommit.delete(connection);
    if (held.length === 0) return super.commit(connection, value);
    const sent = inOneWrite(connection, () => [
      ...held.map((statement) => this.trxClient.query(connection, { ...statement, method: 'raw' })),
      this.trxClient.query(connection, 'COMMIT;'),
    ]);
    // As knex's own commit: the transaction is over whatever the answer, and its promise
    // settles with the handler's value or the first failure.
    this._completed = true;
    return Promise.allSettled(sent).then((results) => {
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) this._rejecter(failed.reason);
      else this._resolver(value);
    });
  }

  override rollback(connection: PipelinedConnection, error: unknown): Promise<unknown> {
    heldForCommit.delete(connection);
    return super.rollback(connection, error);
  }
}

/**
 * Keeps `statement` to be written with the transaction's COMMIT. Only for a statement whose
 * result nobody needs and after which the transaction sends nothing more.
 */
export function holdForCommit(connection: object, statement: HeldStatement): void {
  const held = heldForCommit.get(connection) ?? [];
  held.push(statement);
  heldForCommit.set(connection, held);
}

/**
 * Writes a held BEGIN, if the connection has one, together with what `send` writes.
 * `send` must write synchronously (pg's query does), and resolves to its statement's result.
 */
export function withHeldBegin<Result>(
  connection: object,
  send: () => Promise<Result>,
  beginSent: () => void,
): Promise<Result> {
  if (!heldBegins.delete(connection)) return send();
  const [begun, sent] = inOneWrite(connection, () => {
    beginSent();
    return [(connection as pg.Client).query('BEGIN;'), send()] as const;
  });
  return Promise.all([begun, sent]).then(([, result]) => result);
}

/**
 * Runs `write`, whose statements then leave in one write to the socket (pg corks each
 * statement's own messages; the outer cork holds them all until the last is queued).
 */
export function inOneWrite<Sent>(connection: object, write: () => Sent): Sent {
  const { stream } = (connection as PipelinedConnection).connection;
  stream.cork();
  try {
    return write();
  } finally {
    stream.uncork();
  }
}

/** The parts of knex's Transaction this class reads or settles, as knex itself does. */
interface KnexTransactionInternals {
  isolationLevel?: string;
  readOnly?: boolean;
  trxClient: Pick<Knex.Client, 'query'> & {
    query(
      connection: unknown,
      query: string | (HeldStatement & { method: 'raw' }),
    ): Promise<unknown>;
  };
  _completed: boolean;
  _resolver(value: unknown): void;
  _rejecter(error: unknown): void;
  begin(connection: unknown): Promise<unknown>;
  commit(connection: unknown, value: unknown): Promise<unknown>;
  rollback(connection: unknown, error: unknown): Promise<unknown>;
}
