import type { Knex } from 'knex';

/** The tables whose row triggers (migration 020) name the client through the row's interview. */
const PER_INTERVIEW_TABLES = ['answers', 'questions'] as const;

/**
 * Migration 020 queued one deferred event per changed row of answers and questions, and
 * each ran at commit to look up its interview's client, although one per interview raises
 * the version as well. An answer that gets a follow-up shifts every later question of its
 * interview down one place, so 500 answers of the submission bench queued 12,352 events.
 * Now a row queues an event only when it is the transaction's first change to its
 * interview: the trigger's WHEN asks `dashboard_first_change`, which remembers the
 * interview in a transaction-local setting. A savepoint rolled back drops both its queued
 * events and its settings, so a later change in the same transaction queues again.
 */
export async function up(knex: Knex) {
  await knex.raw(`
    create function dashboard_first_change(interview_id text) returns boolean
    language plpgsql as $$
    declare
      marker text := 'parley.dashboard_changed_' || md5(interview_id);
    begin
      if current_setting(marker, true) = 'yes' then
        return false;
      end if;
      perform set_config(marker, 'yes', true);
      return true;
    end
    $$`);
  for (const table of PER_INTERVIEW_TABLES) {
    await knex.raw(`drop trigger ${table}_raises_dashboard_version on ${table}`);
    // Separate triggers per event: an INSERT trigger's WHEN may not name OLD, nor a DELETE's NEW.
    const firstChange = {
      insert: 'dashboard_first_change(new.interview_id)',
      update:
        'dashboard_first_change(old.interview_id) or dashboard_first_change(new.interview_id)',
      delete: 'dashboard_first_change(old.interview_id)',
    };
    for (const [event, condition] of Object.entries(firstChange)) {
      await knex.raw(`
        create constraint trigger ${table}_${event}_raises_dashboard_version
          after ${event} on ${table}
          deferrable initially deferred
          for each row when (${condition})
          execute function ${table}_raise_dashboard_version()`);
    }
  }
}

export async function down(knex: Knex) {
  for (const table of PER_INTERVIEW_TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await knex.raw(`drop trigger ${table}_${event}_raises_dashboard_version on ${table}`);
    }
    await knex.raw(`
      create constraint trigger ${table}_raises_dashboard_version
        after insert or update or delete on ${table}
        deferrable initially deferred
        for each row execute function ${table}_raise_dashboard_version()`);
  }
  await knex.raw('drop function dashboard_first_change(text)');
}
