import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX } from '../../sync/contract/tokens';

/** 256 random bits in base64url: 43 characters after the prefix. */
const SECRET_PATTERN = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);
/** How much of the secret a list shows: 48 of 256 bits, enough to tell tokens apart. */
const VISIBLE_CHARACTERS = API_TOKEN_PREFIX.length + 8;

export interface NewApiTokenSecret {
  token: string;
  prefix: string;
  hash: string;
}

export function newApiTokenSecret(): NewApiTokenSecret {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, prefix: token.slice(0, VISIBLE_CHARACTERS), hash: hashApiToken(token) };
}

/**
 * SHA-256, not a password hash: the secret is random with 256 bits of entropy, so
 * there is nothing for a slow hash to protect, and a fast one keeps every request cheap.
 */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function looksLikeApiToken(value: string): boolean {
  return SECRET_PATTERN.test(value);
}
