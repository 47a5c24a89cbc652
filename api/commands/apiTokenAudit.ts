import type { Knex } from 'knex';
import { type AuditEntry, recordAudit } from '../audit/recordAudit';
import type { ApiToken, User } from '../models';

/**
 * A token's creation or revocation in the audit trail, in the caller's transaction.
 * The name and the non-secret prefix identify it to people; the secret never appears.
 * A customer's events carry their client, so a client's trail shows its tokens.
 */
export function recordApiTokenEvent(
  trx: Knex.Transaction,
  action: 'token.created' | 'token.revoked',
  owner: User,
  token: ApiToken,
  source: Pick<AuditEntry, 'actor' | 'ip'>,
): Promise<void> {
  return recordAudit(trx, {
    ...source,
    action,
    subjectType: 'api_token',
    subjectId: token.id,
    client: owner.role === 'customer' ? owner.scopedClient : null,
    details: { name: token.name, prefix: token.prefix },
  });
}
