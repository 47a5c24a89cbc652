import type { Knex } from 'knex';
import { type AuditEntry, recordAudit } from '../audit/recordAudit';
import { newApiTokenSecret } from '../lib/apiTokenSecret';
import { ApiToken, type User } from '../models';

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
  await recordAudit(trx, {
    ...source,
    action: 'token.created',
    subjectType: 'api_token',
    subjectId: token.id,
    client: user.role === 'customer' ? user.scopedClient : null,
    details: { name: token.name, prefix: token.prefix },
  });
  return { token, secret: secret.token };
}
