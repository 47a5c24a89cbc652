import type { Knex } from 'knex';
import { newId } from '../../lib/ids';

/**
 * Client access is granted, never claimed. `users.client_access` stays the one client a
 * customer sees (the spec's field), now with the time it was granted, and requests for
 * access wait in `client_access_requests` until an admin or a member of that client
 * decides. A customer has at most one request at a time: they can see one client.
 *
 * Existing data: a customer whose access came only from the `company` text loses that
 * implied access and gets a pending request for it instead, so a stranger who typed a
 * client's name at sign-up no longer reads its data. Explicit grants stay as they are.
 */
export async function up(knex: Knex) {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('client_access_granted_at', { useTz: true });
  });
  await knex('users')
    .whereNotNull('client_access')
    .update({ client_access_granted_at: knex.fn.now() });

  await knex.schema.createTable('client_access_requests', (t) => {
    t.text('id').primary();
    t.text('user_id').notNullable().unique().references('users.id').onDelete('CASCADE');
    t.text('client').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    'create index client_access_requests_client_lower on client_access_requests (lower(client))',
  );
  await knex.raw('create index users_client_access_lower on users (lower(client_access))');

  await requestImpliedAccess(knex);
}

/**
 * Turns access that came only from the `company` text into a waiting request for that
 * client (exported for its test: the migration itself runs on an empty test database).
 */
export async function requestImpliedAccess(knex: Knex): Promise<number> {
  const impliedOnly: { id: string; company: string }[] = await knex('users')
    .where('role', 'customer')
    .whereRaw("coalesce(trim(client_access), '') = ''")
    .whereRaw("coalesce(trim(company), '') <> ''")
    .whereNotExists(knex('client_access_requests').whereRaw('user_id = users.id'))
    .select('id', 'company');
  if (impliedOnly.length > 0) {
    await knex('client_access_requests').insert(
      impliedOnly.map((user) => ({
        id: newId('car'),
        user_id: user.id,
        client: user.company.trim(),
      })),
    );
  }
  return impliedOnly.length;
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('client_access_requests');
  await knex.raw('drop index if exists users_client_access_lower');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('client_access_granted_at');
  });
}
