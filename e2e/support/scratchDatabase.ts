import pg from 'pg';
import { withDatabase } from '../../api/test/globalSetup';

export interface ScratchDatabase {
  name: string;
  drop(): Promise<void>;
}

/** Creates an empty database on the PostgreSQL server `url` points at; drop() removes it. */
export async function createScratchDatabase(url: string, name: string): Promise<ScratchDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name "${name}"`);
  await onMaintenanceDatabase(url, (client) => client.query(`create database "${name}"`));
  return {
    name,
    drop: () =>
      onMaintenanceDatabase(url, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      ),
  };
}

/** Whether a PostgreSQL server answers at `url` within a few seconds. */
export async function postgresReachable(url: string): Promise<boolean> {
  try {
    await onMaintenanceDatabase(url, (client) => client.query('select 1'));
    return true;
  } catch {
    return false;
  }
}

// CREATE/DROP DATABASE cannot run while connected to the database in question, so
// they run on `postgres`, which every server has.
async function onMaintenanceDatabase(
  url: string,
  work: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({
    connectionString: withDatabase(url, 'postgres'),
    connectionTimeoutMillis: 3000,
  });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
