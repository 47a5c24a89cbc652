import type { Knex } from 'knex';

/** The tables whose rows the client dashboard counts, and how a changed row names its client. */
const COUNTED_TABLES = [
  {
    table: 'answers',
    clientOf: (row: string) => `(select client from interviews where id = ${row}.interview_id)`,
  },
  {
    table: 'questions',
    clientOf: (row: string) => `(select client from interviews where id = ${row}.interview_id)`,
  },
  { table: 'interviews', clientOf: (row: string) => `${row}.client` },
] as const;

/**
 * Raises a client's dashboard version (migration 016) at commit instead of at the first
 * change. The statement triggers of 016 locked the client's version row from the
 * transaction's first write to its commit, so every answer of one client saved at once
 * waited for the ones before it to finish all their statements: 50 experts of one client
 * answering together ran at 43 answers a second, 82 with the triggers off. These are
 * deferred row triggers: the version row is locked only while the transaction commits,
 * and once per client per transaction (a transaction-local setting remembers it, so a bulk
 * load of 50,000 answers still raises its client once). Rows whose interview is gone when
 * the transaction commits need nothing: the interview's own delete raised its client.
 */
export async function up(knex: Knex) {
  for (const { table } of COUNTED_TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await knex.raw(`drop trigger ${table}_${event}_raises_dashboard_versions on ${table}`);
    }
    await knex.raw(`drop function ${table}_raise_dashboard_versions()`);
  }
  await knex.raw(`
    create function raise_dashboard_version(touched text) returns void language plpgsql as $$
    declare
      marker text := 'parley.dashboard_raised_' || md5(touched);
    begin
      if touched is null or current_setting(marker, true) = 'yes' then
        return;
      end if;
      insert into dashboard_versions (client, version) values (touched, 1)
        on conflict (client) do update set version = dashboard_versions.version + 1;
      perform set_config(marker, 'yes', true);
    end
    $$`);
  for (const { table, clientOf } of COUNTED_TABLES) {
    await knex.raw(`
      create function ${table}_raise_dashboard_version() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then
          perform raise_dashboard_version(${clientOf('old')});
        end if;
        if tg_op <> 'DELETE' then
          perform raise_dashboard_version(${clientOf('new')});
        end if;
        return null;
      end
      $$`);
    await knex.raw(`
      create constraint trigger ${table}_raises_dashboard_version
        after insert or update or delete on ${table}
        deferrable initially deferred
        for each row execute function ${table}_raise_dashboard_version()`);
  }
}

export async function down(knex: Knex) {
  for (const { table } of COUNTED_TABLES) {
    await knex.raw(`drop trigger ${table}_raises_dashboard_version on ${table}`);
    await knex.raw(`drop function ${table}_raise_dashboard_version()`);
  }
  await knex.raw('drop function raise_dashboard_version(text)');
}
