import type { Knex } from 'knex';
import { migrationSource } from './api/db/migrations';

/**
 * For the knex CLI and tools that expect a knexfile. Parley itself opens the database
 * through api/db/connection.ts, which also handles the embedded PGlite default; this
 * file only covers PostgreSQL, so DATABASE_URL must be a postgres:// URL here.
 */
const config: Knex.Config = {
  client: 'pg',
  connection: process.env.DATABASE_URL,
  migrations: { migrationSource },
};

export default config;
