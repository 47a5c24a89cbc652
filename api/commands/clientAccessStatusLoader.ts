import type { Knex } from 'knex';
import type { ClientAccessStatus } from '../../sync/contract';
import { ClientAccessRequest, type User } from '../models';
import { presentAccessStatus } from '../presenters/clientAccess';

/** A customer's own access: the client they see, or the request still waiting. */
export async function loadAccessStatus(trx: Knex, user: User): Promise<ClientAccessStatus> {
  const request = await ClientAccessRequest.query(trx).where('user_id', user.id).first();
  return presentAccessStatus(user, request ?? null);
}
