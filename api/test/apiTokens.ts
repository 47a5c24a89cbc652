import type { Knex } from 'knex';
import { newApiTokenSecret } from '../lib/apiTokenSecret';
import { ApiToken, type User } from '../models';

/** A live API token for `user`, made directly in the database; returns the secret. */
export async function issueApiToken(knex: Knex, user: User, name = 'Test token'): Promise<string> {
  const secret = newApiTokenSecret();
  await ApiToken.query(knex).insert({
    userId: user.id,
    name,
    prefix: secret.prefix,
    tokenHash: secret.hash,
  });
  return secret.token;
}

/** The Authorization header value for `token`. */
export const bearer = (token: string) => `Bearer ${token}`;
