import type { Knex } from 'knex';
import { type BoundStatement, type ClientInternals, sendOn } from './compiledQuery';
import { holdForCommit, inOneWrite } from './pipelinedTransaction';
import { PreparingPgClient } from './preparingPgClient';

type RowsOf<Statements extends readonly BoundStatement<unknown>[]> = {
  [K in keyof Statements]: Statements[K] extends BoundStatement<infer Row> ? Row[] : never;
};

/**
 * Sends compiled statements (`compiledQuery(…).withValues(…)`) in one write to PostgreSQL and
 * resolves to each one's rows, in order: one round trip instead of one each. PostgreSQL runs
 * them in the order given, each on a fresh snapshot under READ COMMITTED, so a read written
 * after a row lock still reads what was committed before the lock was granted.
 *
 * In a transaction a failed statement aborts it, and the ones after it fail as well; the
 * first failure in order is thrown once every statement has been answered, so the
 * connection is never handed back with statements still in flight. On PGlite, which has no
 * socket to write to, they run one after another.
 */
export async function sendTogether<const Statements extends readonly BoundStatement<unknown>[]>(
  knex: Knex,
  ...statements: Statements
): Promise<RowsOf<Statements>> {
  const bound = statements.map((statement) => statement.boundFor(knex));
  const client = knex.client as unknown as ClientInternals;
  const connection = await client.acquireConnection();
  try {
    if (!(client instanceof PreparingPgClient)) {
      const rows: unknown[][] = [];
      for (const { statement, bindings } of bound) {
        rows.push(await sendOn(knex, connection, statement, bindings));
      }
      return rows as RowsOf<Statements>;
    }
    const sent = inOneWrite(connection as object, () =>
      bound.map(({ statement, bindings }) => sendOn(knex, connection, statement, bindings)),
    );
    const settled = await Promise.allSettled(sent);
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    return settled.map(
      (result) => (result as PromiseFulfilledResult<unknown[]>).value,
    ) as RowsOf<Statements>;
  } finally {
    await client.releaseConnection(connection);
  }
}

/**
 * Sends a compiled statement whose result nobody reads with the transaction's COMMIT, in the
 * same write (api/db/pipelinedTransaction.ts); the commit fails if it fails. The transaction
 * must send nothing after it. On PGlite it runs now.
 */
export async function sendAtCommit(trx: Knex.Transaction, statement: BoundStatement<unknown>) {
  if (!trx.isTransaction) throw new Error('sendAtCommit: only a transaction has a COMMIT');
  const { statement: compiled, bindings } = statement.boundFor(trx);
  // A transaction's client hands out the transaction's own connection.
  const client = trx.client as unknown as ClientInternals;
  const connection = await client.acquireConnection();
  if (client instanceof PreparingPgClient) {
    holdForCommit(connection as object, { sql: compiled.sql, bindings });
  } else {
    await sendOn(trx, connection, compiled, bindings);
  }
}
