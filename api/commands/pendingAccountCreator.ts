import type { Knex } from 'knex';
import type { Role } from '../../sync/contract';
import { newId } from '../lib/ids';
import { User } from '../models';
import { isEmailTaken, isUsernameTaken } from './accountCreator';

export interface PendingAccount {
  role: Role;
  /** Also the username: the app signs in with the e-mail after the password step. */
  email: string;
  fullName?: string | null;
  company?: string | null;
}

/**
 * Opens an account without a password for someone who just sent a public form; the
 * same session sets the password next (POST /api/set-password). Returns null when the
 * e-mail already has an account, as e-mail or as username: the form is still kept,
 * but nobody gets a second account or a way into the existing one.
 */
export async function createPendingAccount(
  trx: Knex.Transaction,
  account: PendingAccount,
): Promise<User | null> {
  const email = account.email.trim().toLowerCase();
  if ((await isEmailTaken(trx, email)) || (await isUsernameTaken(trx, email))) return null;
  // The checks above give the common answer; ON CONFLICT covers two forms racing for
  // the same e-mail without aborting the transaction that stores the form itself.
  const inserted: { id: string }[] = await trx('users')
    .insert({
      id: newId(User.idPrefix),
      username: email,
      email,
      password: null,
      role: account.role,
      full_name: account.fullName ?? null,
      company: account.company ?? null,
    })
    .onConflict()
    .ignore()
    .returning('id');
  const id = inserted[0]?.id;
  return id ? ((await User.query(trx).findById(id)) ?? null) : null;
}

/**
 * Serialises everyone about to claim `client` until this transaction ends, so two
 * strangers cannot both pass "no such client yet" and share one client's data.
 */
export async function lockClientName(trx: Knex.Transaction, client: string): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [
    `client:${client.trim().toLowerCase()}`,
  ]);
}
