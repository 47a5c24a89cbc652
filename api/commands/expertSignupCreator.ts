import type { Knex } from 'knex';
import type { z } from 'zod';
import type { ExpertSignupRequestSchema } from '../../sync/contract';
import { ExpertSignup, type User } from '../models';
import { createPendingAccount } from './pendingAccountCreator';

export type ExpertSignupInput = z.output<typeof ExpertSignupRequestSchema>;

/**
 * Stores an expert signup. With an e-mail nobody uses yet it also opens the expert's
 * account (no password yet) and links it; otherwise `user` is null.
 */
export async function createExpertSignup(
  trx: Knex.Transaction,
  input: ExpertSignupInput,
): Promise<{ signup: ExpertSignup; user: User | null }> {
  const user = input.email
    ? await createPendingAccount(trx, {
        role: 'expert',
        email: input.email,
        fullName: input.fullName,
        company: input.company,
      })
    : null;
  const signup = await ExpertSignup.query(trx).insertAndFetch({
    fullName: input.fullName,
    currentRole: input.currentRole,
    company: input.company,
    areaOfExpertise: input.areaOfExpertise,
    email: input.email,
    status: 'new',
    userId: user?.id ?? null,
  });
  return { signup, user };
}
