import type { ExpertSignupRequest } from '../../../../sync/contract/forms';

/**
 * What an empty field fills in when focused. The e-mail has none on purpose: with an
 * e-mail the server opens an account, and a sample address would open one for nobody.
 */
export const EXPERT_SIGNUP_SAMPLES = {
  fullName: 'Dana Whitfield',
  currentRole: 'Head of Credit Risk',
  company: 'Northgate Bank',
  areaOfExpertise: 'Commercial lending, credit risk models and loan pricing',
} satisfies Partial<Record<keyof ExpertSignupRequest, string>>;
