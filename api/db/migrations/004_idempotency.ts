import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.createTable('idempotency_keys', (t) => {
    t.text('key').primary();
    // Method and path the key was first used with: a key is never valid for another call.
    t.text('scope').notNullable();
    t.text('request_hash').notNullable();
    t.text('status').notNullable().defaultTo('processing');
    t.integer('response_status');
    t.jsonb('response_body');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).index();
    t.timestamp('completed_at', { useTz: true });
    t.check("status in ('processing', 'completed')", [], 'idempotency_keys_status_check');
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('idempotency_keys');
}
