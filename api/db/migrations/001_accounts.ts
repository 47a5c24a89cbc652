import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.createTable('users', (t) => {
    t.text('id').primary();
    t.text('username').notNullable().unique();
    // Null until set: accounts created by expert signup or a client inquiry get their
    // password in a second step, and only that step may fill it.
    t.text('password');
    t.text('email');
    t.text('full_name');
    t.text('company');
    t.text('role').notNullable().defaultTo('customer');
    t.text('client_access');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("role in ('admin', 'customer', 'expert')", [], 'users_role_check');
  });
  // E-mail is compared case-insensitively everywhere (login by e-mail, interview matching).
  await knex.raw('create unique index users_email_lower_unique on users (lower(email))');

  await knex.schema.createTable('sessions', (t) => {
    t.text('id').primary();
    t.jsonb('data').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable().index();
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('sessions');
  await knex.schema.dropTable('users');
}
