import type { Knex } from 'knex';

/**
 * The audit trail. Append-only in the database itself, not only by convention: a
 * trigger refuses UPDATE, DELETE and TRUNCATE, so neither a bug nor a stolen
 * application connection can rewrite history. Actors are copied by id and name
 * rather than referenced, so deleting a user never has to touch the trail.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('audit_events', (t) => {
    t.text('id').primary();
    t.timestamp('occurred_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('action').notNullable();
    t.text('actor_user_id');
    t.text('actor_username');
    t.text('ip');
    t.text('subject_type');
    t.text('subject_id');
    t.text('client');
    t.jsonb('details').notNullable().defaultTo('{}');
    t.index(['occurred_at', 'id']);
    t.index(['action', 'occurred_at']);
    t.index(['actor_user_id', 'occurred_at']);
  });
  await knex.raw(`
    create function audit_events_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_events is append-only' using errcode = '42501';
    end $$;
  `);
  await knex.raw(`
    create trigger audit_events_no_update_or_delete
      before update or delete on audit_events
      for each row execute function audit_events_append_only();
  `);
  await knex.raw(`
    create trigger audit_events_no_truncate
      before truncate on audit_events
      for each statement execute function audit_events_append_only();
  `);
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('audit_events');
  await knex.raw('drop function if exists audit_events_append_only()');
}
