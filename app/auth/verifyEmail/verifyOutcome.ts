import type { EmailVerificationFailure } from '../../../sync/contract/email';
import { ApiError } from '../../api/client';

export type VerifyFailureKind = 'expired' | 'used' | 'replaced' | 'unknown' | 'elsewhere' | 'other';

const KIND_BY_CODE: Record<EmailVerificationFailure, VerifyFailureKind> = {
  verification_link_expired: 'expired',
  verification_link_used: 'used',
  verification_link_replaced: 'replaced',
  verification_link_unknown: 'unknown',
  email_verified_elsewhere: 'elsewhere',
};

export const FAILURE_TITLES: Record<VerifyFailureKind, string> = {
  expired: 'This link has expired',
  used: 'This link was already used',
  replaced: 'A newer link was sent',
  unknown: 'This link is not valid',
  elsewhere: 'Address already verified',
  other: 'Could not verify your address',
};

/** What to do next, for each known outcome; anything else shows the server's own text. */
const NEXT_STEPS: Record<Exclude<VerifyFailureKind, 'other'>, string> = {
  expired:
    'Links work for 24 hours. Sign in and choose Resend on your dashboard for a new one, or sign up again with this address.',
  used: 'If your address is verified, there is nothing more to do: sign in and your interviews are on your dashboard.',
  replaced: 'Only the newest link works. Open the latest message from Parley.',
  unknown:
    'Copy the whole link from the message, or sign in and choose Resend on your dashboard for a new one.',
  elsewhere: 'Another Parley account has verified this address. Sign in to that account instead.',
};

/** Which of the known outcomes a failed confirmation is, from the server's error code. */
export function failureKind(error: unknown): VerifyFailureKind {
  if (error instanceof ApiError && error.code && error.code in KIND_BY_CODE) {
    return KIND_BY_CODE[error.code as EmailVerificationFailure];
  }
  return 'other';
}

/** What to do next: our words for a known outcome, else what the server said. */
export function failureText(error: unknown): string {
  const kind = failureKind(error);
  if (kind !== 'other') return NEXT_STEPS[kind];
  if (error instanceof ApiError) return error.text;
  return error instanceof Error ? error.message : String(error);
}
