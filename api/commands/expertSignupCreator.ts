import type { Knex } from 'knex';
import type { z } from 'zod';
import type { ExpertSignupRequestSchema } from '../../sync/contract';
import type { MailContext } from '../mail/mailContext';
import { ExpertSignup, type User } from '../models';
import { releaseUnverifiedAddress } from './emailAddressReleaser';
import { sendEmailVerification } from './emailVerificationSender';
import { createPendingAccount } from './pendingAccountCreator';

export type ExpertSignupInput = z.output<typeof ExpertSignupRequestSchema>;

/**
 * Stores an expert signup. With an e-mail no verified account holds, it also opens
 * the expert's account (no password yet), links it, and mails a verification link:
 * until that link is opened the account sees no interview sent to the address. An
 * unverified expert account holding the address gives it up (emailAddressReleaser.ts),
 * so a stranger who signed up first cannot keep the owner out. Otherwise `user` is null.
 */
export async function createExpertSignup(
  trx: Knex.Transaction,
  input: ExpertSignupInput,
  mail: MailContext,
): Promise<{ signup: ExpertSignup; user: User | null }> {
  let user: User | null = null;
  if (input.email) {
    await releaseUnverifiedAddress(trx, input.email);
    user = await createPendingAccount(trx, {
      role: 'expert',
      email: input.email,
      fullName: input.fullName,
      company: input.company,
    });
    if (user) await sendEmailVerification(trx, user, mail);
  }
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
