import type { Database } from '../db/connection';
import { migrationSource } from '../db/migrations';
import { withTimeout } from './withTimeout';

/** Longer than this and the database counts as not answering (probes time out anyway). */
export const READINESS_TIMEOUT_MS = 3000;

export type Readiness =
  | { ready: true }
  /** `reason` is public (the probe is); `error`, with hosts and users in it, is for the log. */
  | { ready: false; reason: string; error?: unknown };

/**
 * Ready to serve: the database answers `select 1` and every migration this build knows
 * is applied. Reads knex's bookkeeping table itself: knex's `migrate.list()` would create
 * the table on a blank database, and a probe must change nothing.
 */
export async function checkReadiness(db: Database): Promise<Readiness> {
  let pending: string[];
  try {
    pending = await withTimeout(pendingMigrations(db), READINESS_TIMEOUT_MS);
  } catch (error) {
    return { ready: false, reason: 'the database does not answer', error };
  }
  if (pending.length) {
    return { ready: false, reason: `migrations not applied: ${pending.join(', ')}` };
  }
  return { ready: true };
}

async function pendingMigrations(db: Database): Promise<string[]> {
  await db.knex.raw('select 1');
  const known = await migrationSource.getMigrations([]);
  if (!(await db.knex.schema.hasTable('knex_migrations'))) return known;
  const rows = await db.knex('knex_migrations').select<{ name: string }[]>('name');
  const applied = new Set(rows.map((row) => row.name));
  return known.filter((name) => !applied.has(name));
}
