import type { z } from 'zod';
import type { ExpertSignupRequestSchema } from '../../../../sync/contract/forms';
import { callApi } from '../../../api/client';
import type { NewAccount } from '../passwordSetup/completeAccount';

/** Whoever lists signups (the employee dashboard) refetches after a new one (spec section 7). */
export const EXPERT_SIGNUPS_KEY = ['/api/expert-signups'] as const;

export type ExpertSignupValues = z.output<typeof ExpertSignupRequestSchema>;

export type SignupOutcome = { step: 'password'; account: NewAccount } | { step: 'thanks' };

/**
 * Sends the signup. The server opens an account only for an e-mail nobody uses yet;
 * then (and only when the form had an e-mail) the expert sets a password next.
 */
export async function submitExpertSignup(values: ExpertSignupValues): Promise<SignupOutcome> {
  const { user } = await callApi('expertSignup', { body: values });
  if (user && values.email) {
    return { step: 'password', account: { userId: user.id, username: values.email } };
  }
  return { step: 'thanks' };
}
