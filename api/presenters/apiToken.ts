import type { ApiToken as ApiTokenDto, CreatedApiToken } from '../../sync/contract';
import type { ApiToken } from '../models';
import { iso } from './dates';

/** A token as listed: never the hash, never the secret. */
export function presentApiToken(token: ApiToken): ApiTokenDto {
  return {
    id: token.id,
    name: token.name,
    prefix: token.prefix,
    createdAt: iso(token.createdAt),
    lastUsedAt: iso(token.lastUsedAt),
  };
}

/** The one response that carries the secret: the answer to creating the token. */
export function presentCreatedApiToken(token: ApiToken, secret: string): CreatedApiToken {
  return { ...presentApiToken(token), token: secret };
}
