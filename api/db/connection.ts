import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { PGliteClient } from './pgliteClient';
import { PreparingPgClient } from './preparingPgClient';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  knex: Knex;
  kind: DatabaseKind;
  /** Human-readable location, for start-up logs. Never includes a password. */
  description: string;
  close(): Promise<void>;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

// Counts and sums come back as int8/numeric. pg gives strings and PGlite gives BigInt;
// both become plain numbers here so the rest of the code sees one type.
pg.types.setTypeParser(INT8_OID, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(NUMERIC_OID, (value) => Number.parseFloat(value));
const pgliteParsers = {
  [INT8_OID]: (value: string) => Number.parseInt(value, 10),
  [NUMERIC_OID]: (value: string) => Number.parseFloat(value),
};

export interface OpenDatabaseOptions {
  /** A migrated data-dir dump to start an in-memory PGlite from (tests). */
  pgliteSnapshot?: Blob;
}

/**
 * Opens the database named by a URL:
 * - `postgres://…` / `postgresql://…` → PostgreSQL through `pg`;
 * - `pglite://memory` → an in-memory PGlite;
 * - `pglite://DIR` → a file-backed PGlite in DIR, guarded by a lock file because two
 *   processes on one PGlite directory corrupt it without any error.
 */
export async function openDatabase(
  url: string,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url);
  if (url.startsWith('pglite://')) return openPglite(url.slice('pglite://'.length), options);
  throw new Error(
    `Unsupported DATABASE_URL "${url}". Use postgres://…, pglite://memory or pglite://DIR.`,
  );
}

function openPostgres(url: string): Database {
  const knex = knexFactory({
    client: PreparingPgClient as unknown as typeof Knex.Client,
    connection: url,
    pool: { min: 0, max: 10 },
  });
  const safe = new URL(url);
  safe.password = safe.password ? '***' : '';
  return {
    knex,
    kind: 'postgres',
    description: `PostgreSQL at ${safe.toString()}`,
    close: () => knex.destroy(),
  };
}

async function openPglite(location: string, options: OpenDatabaseOptions): Promise<Database> {
  const inMemory = location === 'memory' || location === '';
  let releaseLock: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  if (!inMemory) {
    dataDir = path.resolve(location);
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = await lockDataDir(dataDir);
  }
  const pglite = new PGlite({
    dataDir,
    loadDataDir: options.pgliteSnapshot,
    parsers: pgliteParsers,
    // The interview search's indexes (migration 025); loaded before any migration runs.
    extensions: { pg_trgm },
  });
  await pglite.waitReady;
  const knex = knexFactory({
    client: PGliteClient as unknown as typeof Knex.Client,
    connection: { pglite } as unknown as Knex.StaticConnectionConfig,
  });
  return {
    knex,
    kind: 'pglite',
    description: inMemory ? 'embedded PGlite (in memory)' : `embedded PGlite in ${dataDir}`,
    async close() {
      await knex.destroy();
      if (!pglite.closed) await pglite.close();
      await releaseLock?.();
    },
  };
}

async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}.lock`,
      stale: 15_000,
      update: 5_000,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new Error(
        `The database in ${dataDir} is in use by another Parley process. ` +
          'Stop it first, or point DATABASE_URL at another directory (pglite://DIR).',
      );
    }
    throw error;
  }
}
