import type { Knex } from 'knex';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Database } from '../db/connection';

/** The table of migration 011; every throttle counter lives there, told apart by key prefix. */
export const THROTTLE_TABLE = 'login_throttle';

export interface ThrottleCounterOptions {
  /** Tells this counter's rows apart in the shared table. */
  keyPrefix: string;
  /** Seconds a key lives from its first point, unless a call names its own. */
  duration: number;
  /** Only one counter needs to purge the shared table of expired rows. */
  purgesExpiredRows?: boolean;
}

/**
 * A rate-limiter-flexible Postgres counter in the database the app already uses, so
 * several servers on one PostgreSQL share their counts (and PGlite keeps them across
 * restarts). It never creates its table: migration 011 does.
 *
 * On PostgreSQL the library drives knex directly (`storeType: 'knex'`). On PGlite it
 * cannot: the library passes pg's query-config object (`{ name, text, values }`) and
 * reads `rowCount`, while PGlite's `query(text, params)` takes positional arguments
 * and answers `affectedRows` (0 for a SELECT). `pgliteQueryClient` translates, on knex's one
 * connection. Like every root-knex query on PGlite, these calls must not run while
 * the same request holds a transaction open (they would wait on it forever).
 */
export function throttleCounter(db: Database, options: ThrottleCounterOptions) {
  const { purgesExpiredRows = false, ...limits } = options;
  const store =
    db.kind === 'postgres'
      ? { storeClient: db.knex, storeType: 'knex' }
      : { storeClient: pgliteQueryClient(db.knex), storeType: 'client' };
  return new RateLimiterPostgres({
    ...store,
    ...limits,
    // Counters only grow through penalty(), which never refuses; the policy reads the count.
    points: 1,
    tableName: THROTTLE_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: purgesExpiredRows,
  });
}

interface PgliteConnection {
  query(
    text: string,
    values?: unknown[],
  ): Promise<{ rows: Record<string, unknown>[]; affectedRows?: number }>;
}

interface KnexConnectionPool {
  acquireConnection(): Promise<PgliteConnection>;
  releaseConnection(connection: PgliteConnection): Promise<unknown>;
}

/** The pg `Client.query(config)` shape the library calls, answered by PGlite through knex. */
function pgliteQueryClient(knex: Knex) {
  const pool = knex.client as unknown as KnexConnectionPool;
  return {
    async query({ text, values }: { text: string; values?: unknown[] }) {
      const connection = await pool.acquireConnection();
      try {
        const result = await connection.query(text, values);
        // pg counts selected rows in rowCount; PGlite's affectedRows counts only writes.
        const rowCount = Math.max(result.affectedRows ?? 0, result.rows.length);
        return { rows: result.rows, rowCount };
      } finally {
        await pool.releaseConnection(connection);
      }
    },
  };
}
