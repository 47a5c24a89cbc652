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

/** Which of the known outcomes a failed confirmation is, from the server's error code. */
export function failureKind(error: unknown): VerifyFailureKind {
  if (error instanceof ApiError && error.code && error.code in KIND_BY_CODE) {
    return KIND_BY_CODE[error.code as EmailVerificationFailure];
  }
  return 'other';
}

/** What the server said, without the status prefix when it is one of ours. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.text;
  return error instanceof Error ? error.message : String(error);
}
