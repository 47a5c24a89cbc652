import type { PGlite } from '@electric-sql/pglite';
import type { Knex } from 'knex';
import { type Db, fromPglite } from 'pg-boss';

/**
 * pg-boss on the app's embedded PGlite, in this process. PGlite has one connection, which
 * knex hands out one holder at a time; pg-boss must take its turn through the same pool,
 * or its statements would land inside (and commit or abort) a request's open transaction.
 * Each statement borrows that one connection and runs through pg-boss's own PGlite adapter
 * (which knows PGlite's single-statement `query` from its multi-statement `exec`).
 */
export function pgliteThroughKnex(knex: Knex): Db {
  const client = knex.client as Knex.Client & {
    acquireConnection(): Promise<PGlite>;
    releaseConnection(connection: PGlite): Promise<void>;
  };
  return {
    async executeSql(text, values) {
      const connection = await client.acquireConnection();
      try {
        return await fromPglite(connection).executeSql(text, values);
      } finally {
        await client.releaseConnection(connection);
      }
    },
  };
}
