import type { Knex } from 'knex';
import type { Role } from '../../sync/contract';
import { recordAudit } from '../audit/recordAudit';
import type { User } from '../models';
import { createAccount } from './accountCreator';

export interface CliUser {
  role: Role;
  username: string;
  password: string;
  email: string | null;
  fullName: string | null;
}

/**
 * `npm run user:create`: an account made by whoever runs the server, e.g. the first
 * administrator of a production install. The audit event has no actor (nobody was
 * signed in) and says it came from the command line; it commits with the account.
 */
export async function createUserFromCli(knex: Knex, input: CliUser): Promise<User> {
  return knex.transaction(async (trx) => {
    const user = await createAccount(trx, {
      username: input.username,
      password: input.password,
      role: input.role,
      email: input.email,
      fullName: input.fullName,
    });
    await recordAudit(trx, {
      action: 'user.created',
      actor: null,
      ip: null,
      subjectType: 'user',
      subjectId: user.id,
      details: { via: 'cli', role: input.role },
    });
    return user;
  });
}
