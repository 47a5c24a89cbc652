import type { Knex } from 'knex';
import type { Client } from '../../sync/contract';
import { ClientAccessRequest, User } from '../models';
import { presentClient } from '../presenters/clientAccess';

/**
 * Every client Parley knows, from projects, grants and waiting requests, with its
 * members and requests: three queries whatever the number of clients. `only` narrows
 * to one client (exact name), for a member's view of their own client.
 */
export async function loadClientDirectory(trx: Knex, only?: string): Promise<Client[]> {
  const projectCounts: { client: string; count: number }[] = await trx('projects')
    .modify((query) => only !== undefined && query.where('client', only))
    .groupBy('client')
    .select('client', trx.raw('count(*)::int as count'));
  const members = await User.query(trx)
    .where('role', 'customer')
    .whereNotNull('client_access')
    .modify((query) => only !== undefined && query.where('client_access', only))
    .orderByRaw('lower(coalesce(full_name, username)), id');
  const requests = await ClientAccessRequest.query(trx)
    .modify((query) => only !== undefined && query.where('client', only))
    .orderBy([{ column: 'created_at' }, { column: 'id' }]);
  const requesters = new Map(
    requests.length === 0
      ? []
      : (await User.query(trx).findByIds(requests.map((request) => request.userId))).map((user) => [
          user.id,
          user,
        ]),
  );

  const names = new Set<string>([
    ...projectCounts.map((row) => row.client),
    ...members.map((member) => member.clientAccess!),
    ...requests.map((request) => request.client),
  ]);
  return [...names]
    .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b))
    .map((name) =>
      presentClient(
        name,
        Number(projectCounts.find((row) => row.client === name)?.count ?? 0),
        members.filter((member) => member.clientAccess === name),
        requests
          .filter((request) => request.client === name)
          .map((request) => ({ request, user: requesters.get(request.userId)! })),
      ),
    );
}
