import { createHash, randomBytes } from 'node:crypto';

/**
 * A verification link's secret: 256 random bits for the mail, and the SHA-256 the
 * database keeps. A plain hash suffices (no salt, no slow KDF): the secret is random,
 * not a password, so there is nothing to guess from the hash.
 */
export function newVerificationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashVerificationToken(token) };
}

export function hashVerificationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
