import type { Knex } from 'knex';

/**
 * Custom analyses run as background jobs (api/jobs/analysis.ts, issue 16): a row is stored
 * `running` before its computation starts, so the screen can follow its `progress`; its
 * `result` is written with `done`, or `error` with `failed`. Rows stored before were
 * computed within their request: they are `done`.
 */
export async function up(knex: Knex) {
  await knex.schema.alterTable('analyses', (t) => {
    t.text('status').notNullable().defaultTo('done');
    t.integer('progress').notNullable().defaultTo(100);
    t.text('error');
    t.jsonb('result').nullable().alter();
  });
  await knex.raw(
    "alter table analyses add constraint analyses_status_check check (status in ('running', 'done', 'failed'))",
  );
  await knex.raw(
    'alter table analyses add constraint analyses_progress_check check (progress between 0 and 100)',
  );
}

export async function down(knex: Knex) {
  await knex('analyses').whereNull('result').delete();
  await knex.schema.alterTable('analyses', (t) => {
    t.dropChecks(['analyses_status_check', 'analyses_progress_check']);
    t.dropColumn('status');
    t.dropColumn('progress');
    t.dropColumn('error');
    t.jsonb('result').notNullable().alter();
  });
}
