import type { Knex } from 'knex';
import { DEMO_ACCOUNTS } from '../db/seeds/content/accounts';
import { verifyPassword } from '../lib/passwords';
import { DEMO_PASSWORD } from './demoPasswords';

/**
 * Usernames of demo accounts that still accept the published demo password. Only the
 * demo usernames are checked (a handful of argon2 verifications, once at start-up):
 * trying the password against every account would cost ~15 ms each.
 */
export async function findAccountsAcceptingDemoPassword(knex: Knex): Promise<string[]> {
  const usernames = DEMO_ACCOUNTS.map((account) => account.username.toLowerCase());
  const rows: { username: string; password: string | null }[] = await knex('users')
    .whereRaw(`lower(username) in (${usernames.map(() => '?').join(', ')})`, usernames)
    .whereNotNull('password')
    .orderBy('username')
    .select('username', 'password');
  const accepting: string[] = [];
  for (const row of rows) {
    if (await verifyPassword(row.password, DEMO_PASSWORD)) accepting.push(row.username);
  }
  return accepting;
}
