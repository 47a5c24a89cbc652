import { randomBytes } from 'node:crypto';

/**
 * 128 bits of randomness in URL-safe base64. An interview id is its shareable link and
 * the only credential needed to take the interview, so it must be unguessable; every
 * other id uses the same generator so there is one rule to reason about.
 */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(16).toString('base64url')}`;
}
