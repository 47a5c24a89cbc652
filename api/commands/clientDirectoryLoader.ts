import type { Knex } from 'knex';
import type { Client } from '../../sync/contract';
import { ClientAccessRequest, User } from '../models';
import type { KeysetPage } from '../pagination/keysetPage';
import { namePage } from '../pagination/namePage';
import { presentClient } from '../presenters/clientAccess';

/** Every client name Parley knows: from projects, grants and waiting requests. */
const CLIENT_NAMES = `(
  select client as name from projects
  union select client_access from users where role = 'customer' and client_access is not null
  union select client from client_access_requests
) as clients`;

/** One page of the client directory, by name (api/pagination/namePage.ts). */
export async function clientDirectoryPage(
  trx: Knex,
  page: { limit: number; cursor?: string },
): Promise<KeysetPage<Client>> {
  const { rows: names, nextCursor } = await namePage(trx.from(trx.raw(CLIENT_NAMES)), page);
  return {
    rows: names.length === 0 ? [] : await loadClientDirectory(trx, names),
    nextCursor,
  };
}

/**
 * The named clients (exact names) with their members and requests, in the directory's
 * order: three queries whatever the number of clients. A name Parley does not know is
 * left out.
 */
export async function loadClientDirectory(trx: Knex, only: readonly string[]): Promise<Client[]> {
  const projectCounts: { client: string; count: number }[] = await trx('projects')
    .whereIn('client', only)
    .groupBy('client')
    .select('client', trx.raw('count(*)::int as count'));
  const members = await User.query(trx)
    .where('role', 'customer')
    .whereNotNull('client_access')
    .whereIn('client_access', only)
    .orderByRaw('lower(coalesce(full_name, username)), id');
  const requests = await ClientAccessRequest.query(trx)
    .whereIn('client', only)
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
  return only
    .filter((name) => names.has(name))
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
