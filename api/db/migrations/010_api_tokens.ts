import type { Knex } from 'knex';

/**
 * Personal API tokens. Only a SHA-256 of each secret is stored: the secrets are 256
 * random bits, so a fast hash is enough (no dictionary to guess from) and lets the
 * lookup be one indexed equality. Tokens go with their user (on delete cascade), and
 * a revoked token keeps its row so using it answers "revoked" rather than "unknown".
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('api_tokens', (t) => {
    t.text('id').primary();
    t.text('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('name').notNullable();
    t.text('prefix').notNullable();
    t.text('token_hash').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_used_at', { useTz: true });
    t.timestamp('revoked_at', { useTz: true });
    t.index(['user_id', 'created_at']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('api_tokens');
}
