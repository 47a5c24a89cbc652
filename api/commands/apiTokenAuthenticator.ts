import type { Knex } from 'knex';
import { HttpError } from '../errors';
import { hashApiToken, looksLikeApiToken } from '../lib/apiTokenSecret';
import { ApiToken, User } from '../models';

/** How stale `last_used_at` may get: one write a minute per token, not one per request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/** 401 for a bad bearer, with the header RFC 6750 asks for so programs know why. */
export class InvalidApiTokenError extends HttpError {
  constructor(message: string) {
    super(401, message, 'invalid_token', {
      'WWW-Authenticate': 'Bearer realm="Parley API", error="invalid_token"',
    });
  }
}

/**
 * The user an `Authorization` header speaks for. Anything but a valid, unrevoked
 * token of an existing user is a 401: a program with a broken credential must hear
 * so, not be served as a visitor. The user is read fresh, so a token follows its
 * user's current role and dies with the account (the rows cascade).
 */
export async function apiTokenAuthenticator(
  knex: Knex,
  authorization: string,
): Promise<{ user: User; token: ApiToken }> {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization);
  if (!match) {
    throw new InvalidApiTokenError(
      'The Authorization header must be "Bearer <token>" with a Parley API token',
    );
  }
  const secret = match[1] as string;
  if (!looksLikeApiToken(secret)) {
    throw new InvalidApiTokenError('This is not a Parley API token (they start with prl_)');
  }
  const token = await ApiToken.query(knex).findOne('token_hash', hashApiToken(secret));
  if (!token) throw new InvalidApiTokenError('This API token is not valid');
  if (token.revokedAt) throw new InvalidApiTokenError('This API token was revoked');
  const user = await User.query(knex).findById(token.userId);
  if (!user) throw new InvalidApiTokenError('This API token is not valid');
  await touchLastUsed(knex, token);
  return { user, token };
}

async function touchLastUsed(knex: Knex, token: ApiToken): Promise<void> {
  const now = Date.now();
  const staleBefore = new Date(now - LAST_USED_RESOLUTION_MS);
  if (token.lastUsedAt && new Date(token.lastUsedAt) > staleBefore) return;
  // The condition is repeated in SQL so concurrent requests write at most once.
  await ApiToken.query(knex)
    .patch({ lastUsedAt: new Date(now) })
    .where('id', token.id)
    .where((q) => q.whereNull('last_used_at').orWhere('last_used_at', '<', staleBefore));
}
