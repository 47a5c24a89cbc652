import type { Knex } from 'knex';
import { recordAudit } from '../audit/recordAudit';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { ClientAccessRequest, User } from '../models';
import type { AuditSource } from './clientAccessClaimer';
import { knownClientSpelling } from './clientNames';
import { lockClientName } from './pendingAccountCreator';

/**
 * Grants, approvals, declines and removals of client access. Each one writes its audit
 * event in the caller's transaction, so an unrecorded change cannot happen. Who may
 * call which is decided by the policies in api/policies/client.ts before these run.
 */

/** A customer account by user id, username or e-mail (any letter case), locked for the change. */
export async function findAccountForAccess(trx: Knex, reference: string): Promise<User> {
  const ref = reference.trim();
  const user = await User.query(trx)
    .where('id', ref)
    .orWhereRaw('lower(username) = lower(?)', [ref])
    .orWhereRaw('lower(email) = lower(?)', [ref])
    .orderByRaw('id = ? desc, lower(username) = lower(?) desc', [ref, ref])
    .forUpdate()
    .first();
  if (!user) throw new NotFoundError(`No account matches "${ref}"`);
  if (user.role !== 'customer') {
    throw new ValidationError(
      `${user.username} is not a customer account: only customers belong to a client`,
      'not_a_customer',
    );
  }
  return user;
}

export type GrantOutcome = { member: User; created: boolean };

/**
 * Makes `reference` a member of `client`. A customer sees one client, so an account
 * that already belongs to another one is refused (409) rather than moved: moving it
 * would let a member of one client pull people out of another.
 */
export async function grantClientAccess(
  trx: Knex.Transaction,
  client: string,
  reference: string,
  source: AuditSource,
): Promise<GrantOutcome> {
  const name = (await knownClientSpelling(trx, client)) ?? client.trim();
  await lockClientName(trx, name);
  const user = await findAccountForAccess(trx, reference);
  return admit(trx, user, name, source, { via: 'grant' });
}

/** Grants what a waiting request asked for. */
export async function approveAccessRequest(
  trx: Knex.Transaction,
  client: string,
  requestId: string,
  source: AuditSource,
): Promise<GrantOutcome> {
  const request = await findRequest(trx, client, requestId);
  await lockClientName(trx, request.client);
  const user = await User.query(trx).findById(request.userId).forUpdate().throwIfNotFound();
  return admit(trx, user, request.client, source, { via: 'request', requestId: request.id });
}

/** Turns a request down: the account stays, without access. */
export async function declineAccessRequest(
  trx: Knex.Transaction,
  client: string,
  requestId: string,
  source: AuditSource,
): Promise<void> {
  const request = await findRequest(trx, client, requestId);
  const user = await User.query(trx).findById(request.userId).throwIfNotFound();
  await ClientAccessRequest.query(trx).deleteById(request.id);
  await recordAudit(trx, {
    ...source,
    action: 'client_access.declined',
    subjectType: 'user',
    subjectId: user.id,
    client: request.client,
    details: { username: user.username, requestId: request.id },
  });
}

/**
 * Takes a member's access away. The next request of that account already sees no
 * client: every request loads the user afresh (api/middleware/authenticate.ts).
 */
export async function removeClientAccess(
  trx: Knex.Transaction,
  client: string,
  userId: string,
  source: AuditSource,
): Promise<void> {
  const user = await User.query(trx).findById(userId).forUpdate();
  if (!user || user.clientAccess !== client) {
    throw new NotFoundError(`That account is not a member of ${client}`);
  }
  await User.query(trx)
    .findById(user.id)
    .patch({ clientAccess: null, clientAccessGrantedAt: null });
  await recordAudit(trx, {
    ...source,
    action: 'client_access.removed',
    subjectType: 'user',
    subjectId: user.id,
    client,
    details: { username: user.username },
  });
}

async function findRequest(
  trx: Knex,
  client: string,
  requestId: string,
): Promise<ClientAccessRequest> {
  const request = await ClientAccessRequest.query(trx)
    .findById(requestId)
    .where('client', client)
    .forUpdate();
  if (!request) throw new NotFoundError(`No waiting request ${requestId} for ${client}`);
  return request;
}

async function admit(
  trx: Knex.Transaction,
  user: User,
  client: string,
  source: AuditSource,
  details: Record<string, string>,
): Promise<GrantOutcome> {
  if (user.clientAccess === client) {
    await ClientAccessRequest.query(trx).where('user_id', user.id).delete();
    return { member: user, created: false };
  }
  if (user.clientAccess) {
    throw new ConflictError(
      `${user.username} already has access to ${user.clientAccess}. A customer sees one client: remove that access first.`,
      'has_other_client',
    );
  }
  const member = await User.query(trx).patchAndFetchById(user.id, {
    clientAccess: client,
    clientAccessGrantedAt: new Date(),
  });
  // Whatever they were waiting for, they now have a client.
  await ClientAccessRequest.query(trx).where('user_id', user.id).delete();
  await recordAudit(trx, {
    ...source,
    action: 'client_access.granted',
    subjectType: 'user',
    subjectId: user.id,
    client,
    details: { username: user.username, ...details },
  });
  return { member, created: true };
}
