import type { Knex } from 'knex';
import type { AuditEntry } from '../audit/recordAudit';
import { newApiTokenSecret } from '../lib/apiTokenSecret';
import { ApiToken, type User } from '../models';
import { recordApiTokenEvent } from './apiTokenAudit';

/**
 * Mints a token for `user` and records it in the audit trail in the same transaction.
 * The secret is returned once, here; only its hash is stored.
 */
export async function apiTokenCreator(
  trx: Knex.Transaction,
  user: User,
  name: string,
  source: Pick<AuditEntry, 'actor' | 'ip'>,
): Promise<{ token: ApiToken; secret: string }> {
  const secret = newApiTokenSecret();
  const token = await ApiToken.query(trx).insertAndFetch({
    userId: user.id,
    name,
    prefix: secret.prefix,
    tokenHash: secret.hash,
  });
  await recordApiTokenEvent(trx, 'token.created', user, token, source);
  return { token, secret: secret.token };
}
