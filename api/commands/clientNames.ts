import type { Knex } from 'knex';

/**
 * The spelling Parley already uses for `client`, matched in any letter case: from a
 * project that names it, a customer who holds it, or a request waiting for it. Null
 * when nobody uses the name, which is the only case a newcomer may claim it.
 */
export async function knownClientSpelling(trx: Knex, client: string): Promise<string | null> {
  const name = client.trim().toLowerCase();
  const sources = [
    () => trx('projects').whereRaw('lower(client) = ?', [name]).first('client as name'),
    () => trx('users').whereRaw('lower(client_access) = ?', [name]).first('client_access as name'),
    () =>
      trx('client_access_requests').whereRaw('lower(client) = ?', [name]).first('client as name'),
  ];
  // One after another: PGlite serves a transaction's queries one at a time anyway.
  for (const source of sources) {
    const row: { name: string } | undefined = await source();
    if (row) return row.name;
  }
  return null;
}
