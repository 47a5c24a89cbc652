import type { Knex } from 'knex';
import { moduleLogger } from '../observability';

export interface OptionalExtension {
  name: string;
  /** What the schema does without it, for the warning. */
  fallback: string;
  /** Warn when this server lacks it too, not only when it could not be installed. */
  expected: boolean;
}

/**
 * Installs a PostgreSQL extension a migration can do without, if this server has it and
 * the role may create it; resolves to whether it is there. A missing extension or
 * privilege is never an error: the migration's schema falls back instead.
 */
export async function optionalExtension(
  knex: Knex,
  { name, fallback, expected }: OptionalExtension,
): Promise<boolean> {
  const log = moduleLogger('db');
  const installed = await knex.raw('select 1 from pg_extension where extname = ?', [name]);
  if (installed.rows.length > 0) return true;
  const available = await knex.raw('select 1 from pg_available_extensions where name = ?', [name]);
  if (available.rows.length === 0) {
    if (expected) log.warn(`PostgreSQL extension ${name} is not available here; ${fallback}`);
    return false;
  }
  try {
    // In a savepoint: without the privilege to create it, the migration goes on without it.
    await knex.transaction((savepoint) => savepoint.raw(`create extension if not exists ${name}`));
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.warn(
      `PostgreSQL extension ${name} is available but could not be installed; ${fallback}: ${reason}`,
    );
    return false;
  }
}
