import type { Knex } from 'knex';

/**
 * Sign-in throttling counters (api/security/loginThrottle.ts). The layout is the one
 * rate-limiter-flexible's Postgres store expects (key, points, expire in epoch ms);
 * it is created here rather than by the library at run time so the schema is
 * versioned like every other table and servers that share the database share it.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('login_throttle', (t) => {
    t.string('key', 255).primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire');
    // The library purges expired rows by this column.
    t.index(['expire']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('login_throttle');
}
