import type { Knex } from 'knex';
import { insertDemoData } from './demo';

/** Tables in delete order (children first); a reseed empties exactly these. */
const SEEDED_TABLES = [
  'idempotency_keys',
  'sessions',
  'analyses',
  'insights',
  'answers',
  'questions',
  'interviews',
  'projects',
  'job_applications',
  'expert_signups',
  'project_inquiries',
  'users',
] as const;

/** Loads the demo data into a database that has no users yet. Returns whether it did. */
export async function seedDemoDataIfEmpty(knex: Knex): Promise<boolean> {
  return knex.transaction(async (trx) => {
    const existing = await trx('users').first('id');
    if (existing) return false;
    await insertDemoData(trx);
    return true;
  });
}

/** `npm run db:seed`: replaces everything with the demo data. */
export async function reseedDemoData(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    for (const table of SEEDED_TABLES) await trx(table).del();
    await insertDemoData(trx);
  });
}
