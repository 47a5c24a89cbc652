import type { Knex } from 'knex';
import { type AuditEntry, recordAudit } from '../audit/recordAudit';
import { NotFoundError } from '../errors';
import { ApiToken, type User } from '../models';

/**
 * Revokes one of `user`'s own tokens. Another user's token, an unknown id and an
 * already revoked token all answer the same 404, so ids cannot be probed.
 */
export async function apiTokenRevoker(
  trx: Knex.Transaction,
  user: User,
  tokenId: string,
  source: Pick<AuditEntry, 'actor' | 'ip'>,
): Promise<void> {
  const token = await ApiToken.query(trx)
    .findById(tokenId)
    .where('user_id', user.id)
    .whereNull('revoked_at')
    .forUpdate();
  if (!token) throw new NotFoundError('API token not found');
  await ApiToken.query(trx).patch({ revokedAt: new Date() }).where({ id: token.id });
  await recordAudit(trx, {
    ...source,
    action: 'token.revoked',
    subjectType: 'api_token',
    subjectId: token.id,
    client: user.role === 'customer' ? user.scopedClient : null,
    details: { name: token.name, prefix: token.prefix },
  });
}
