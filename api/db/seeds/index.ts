import type { Knex } from 'knex';
import { insertDemoData } from './demo';

/** Tables in delete order (children first); a reseed empties exactly these. */
const SEEDED_TABLES = [
  'mail_outbox',
  'email_verifications',
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

export const DEMO_DATA_REFUSED =
  'Refusing to load the demo data with NODE_ENV=production: its accounts share a published ' +
  'password. Create real accounts with `npm run user:create` (README, "Running Parley in production").';

/**
 * The last line of defence behind config.seedOnEmpty and the CLI: whoever calls the
 * seeders, a production process never writes demo accounts. It reads the process
 * environment itself on purpose, so no caller can forget to pass the flag.
 */
export function assertDemoDataAllowed(nodeEnv = process.env.NODE_ENV): void {
  if (nodeEnv === 'production') throw new Error(DEMO_DATA_REFUSED);
}

/** Loads the demo data into a database that has no users yet. Returns whether it did. */
export async function seedDemoDataIfEmpty(knex: Knex): Promise<boolean> {
  assertDemoDataAllowed();
  return knex.transaction(async (trx) => {
    const existing = await trx('users').first('id');
    if (existing) return false;
    await insertDemoData(trx);
    return true;
  });
}

/** `npm run db:seed`: replaces everything with the demo data. */
export async function reseedDemoData(knex: Knex): Promise<void> {
  assertDemoDataAllowed();
  await knex.transaction(async (trx) => {
    for (const table of SEEDED_TABLES) await trx(table).del();
    await insertDemoData(trx);
  });
}
