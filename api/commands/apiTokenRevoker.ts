import type { Knex } from 'knex';
import type { AuditEntry } from '../audit/recordAudit';
import { NotFoundError } from '../errors';
import { ApiToken, type User } from '../models';
import { recordApiTokenEvent } from './apiTokenAudit';

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
  await recordApiTokenEvent(trx, 'token.revoked', user, token, source);
}
