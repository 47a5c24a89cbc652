import type { Knex } from 'knex';
import { type AuditEntry, recordAudit } from '../audit/recordAudit';
import { ClientAccessRequest, User } from '../models';
import { knownClientSpelling } from './clientNames';
import { lockClientName } from './pendingAccountCreator';

export type AuditSource = Pick<AuditEntry, 'actor' | 'ip'>;

/**
 * What a customer who signed themselves up gets for the company they named. The
 * first claimant of a name nobody uses (no project names it, nobody holds it, nobody
 * waits for it) holds it: there is no data behind it yet, and someone has to be the
 * first member. Any other name only opens a request that an admin or an existing
 * member decides, so typing a client's name never reveals its data.
 *
 * The claim runs under the client name's advisory lock, so two strangers racing for
 * one new name cannot both find it unused.
 */
export async function claimOrRequestClient(
  trx: Knex.Transaction,
  user: User,
  company: string,
  source: AuditSource,
): Promise<User> {
  const wanted = company.trim();
  await lockClientName(trx, wanted);
  const known = await knownClientSpelling(trx, wanted);
  const actor = source.actor ?? { id: user.id, username: user.username };
  if (known === null) {
    await User.query(trx)
      .findById(user.id)
      .patch({ clientAccess: wanted, clientAccessGrantedAt: new Date() });
    // A request they filed earlier for another client is moot now.
    await ClientAccessRequest.query(trx).where('user_id', user.id).delete();
    await recordAudit(trx, {
      ...source,
      actor,
      action: 'client_access.granted',
      subjectType: 'user',
      subjectId: user.id,
      client: wanted,
      details: { username: user.username, via: 'first_claim' },
    });
  } else {
    await requestClientAccess(trx, user, known, { ...source, actor });
  }
  return User.query(trx).findById(user.id).throwIfNotFound();
}

/** Files (or replaces) the customer's one waiting request, for `client` as Parley spells it. */
export async function requestClientAccess(
  trx: Knex.Transaction,
  user: User,
  client: string,
  source: AuditSource,
): Promise<ClientAccessRequest> {
  await ClientAccessRequest.query(trx).where('user_id', user.id).delete();
  const request = await ClientAccessRequest.query(trx).insertAndFetch({
    userId: user.id,
    client,
  });
  await recordAudit(trx, {
    ...source,
    action: 'client_access.requested',
    subjectType: 'user',
    subjectId: user.id,
    client,
    details: { username: user.username, requestId: request.id },
  });
  return request;
}
