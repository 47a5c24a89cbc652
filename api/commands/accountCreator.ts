import type { Knex } from 'knex';
import type { Role } from '../../sync/contract';
import { ConflictError } from '../errors';
import { hashPassword } from '../lib/passwords';
import { User } from '../models';

export interface NewAccount {
  username: string;
  password: string | null;
  role: Role;
  email?: string | null;
  fullName?: string | null;
  company?: string | null;
}

/**
 * Creates an account. A taken username or e-mail is a 409, checked up front for a
 * clear message; the unique indexes still catch a race between two requests.
 */
export async function createAccount(trx: Knex.Transaction, account: NewAccount): Promise<User> {
  if (await isUsernameTaken(trx, account.username)) {
    throw new ConflictError('That username is already taken', 'username_taken');
  }
  if (account.email && (await isEmailTaken(trx, account.email))) {
    throw new ConflictError('An account with that e-mail already exists', 'email_taken');
  }
  return User.query(trx).insertAndFetch({
    username: account.username,
    password: account.password ? await hashPassword(account.password) : null,
    role: account.role,
    email: account.email ?? null,
    fullName: account.fullName ?? null,
    company: account.company ?? null,
  });
}

export async function isUsernameTaken(trx: Knex.Transaction, username: string): Promise<boolean> {
  return Boolean(await User.query(trx).whereRaw('lower(username) = lower(?)', [username]).first());
}

export async function isEmailTaken(trx: Knex.Transaction, email: string): Promise<boolean> {
  return Boolean(await User.query(trx).whereRaw('lower(email) = lower(?)', [email]).first());
}
