import type { Knex } from 'knex';

/**
 * What the client dashboard reads of each answer, stored once per answer instead of
 * recomputed from every answer on every request (issue 16: wink-nlp over 50,000
 * answers took 44 s a dashboard). Written when an answer is saved or transcribed
 * (api/quality/answerFeatureStore.ts); `analysis_version` marks rows computed by an
 * older analysis, which readers treat as missing.
 *
 * A trigger deletes an answer's row whenever what it was computed from changes, on
 * whatever path the change comes (a transcript, a fix by hand, a future edit), so a
 * stored figure is never stale: a missing row is analysed again on the next read or
 * save. The answers stored before this migration are analysed by migration 019, once
 * the table has every column the analysis writes (about 1 ms an answer: a minute for
 * 50,000, once); a database that ran this migration before 019 existed analysed them
 * here, and 019 analyses them again.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('answer_features', (t) => {
    t.text('answer_id').primary().references('answers.id').onDelete('CASCADE');
    t.integer('analysis_version').notNullable();
    t.boolean('skipped').notNullable();
    /** Real text (not blank, not a skip): what specificity, sentiment and topics read. */
    t.boolean('has_text').notNullable();
    t.boolean('specific').notNullable();
    t.boolean('transcript_judged').notNullable();
    t.boolean('low_quality_transcript').notNullable();
    /** positive, neutral or negative (the local lexicon); null for an answer without text. */
    t.text('sentiment');
    /** The distinct content stems of the text, what the topic rule matches. */
    t.specificType('terms', 'text[]').notNullable();
    t.timestamp('analysed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`
    create function answer_features_forget() returns trigger language plpgsql as $$
    begin
      delete from answer_features where answer_id = new.id;
      return new;
    end
    $$`);
  await knex.raw(`
    create trigger answers_features_stale
      after update of answer_text, transcript, transcription_status, audio_path,
        audio_duration_ms, transcript_confidence on answers
      for each row
      when (old.answer_text is distinct from new.answer_text
        or old.transcript is distinct from new.transcript
        or old.transcription_status is distinct from new.transcription_status
        or (old.audio_path is null) <> (new.audio_path is null)
        or old.audio_duration_ms is distinct from new.audio_duration_ms
        or old.transcript_confidence is distinct from new.transcript_confidence)
      execute function answer_features_forget()`);
  await createDashboardVersions(knex);
}

/** The tables whose rows the client dashboard counts, and how a row names its client. */
const COUNTED_TABLES = [
  {
    table: 'answers',
    clients: 'select i.client from changed c join interviews i on i.id = c.interview_id',
  },
  {
    table: 'questions',
    clients: 'select i.client from changed c join interviews i on i.id = c.interview_id',
  },
  { table: 'interviews', clients: 'select c.client from changed c' },
] as const;

/**
 * A version per client, raised in the same transaction as any change to its answers,
 * questions or interviews (once per statement, so a bulk load raises it once). The
 * dashboard keeps its figures per client, filters and version
 * (api/commands/dashboardCache.ts): a read whose version has not moved since the
 * figures were computed reads exactly the same data.
 */
async function createDashboardVersions(knex: Knex) {
  await knex.schema.createTable('dashboard_versions', (t) => {
    t.text('client').primary();
    t.bigInteger('version').notNullable();
  });
  for (const { table, clients } of COUNTED_TABLES) {
    // Clients in name order, so two writers raising several clients never deadlock.
    await knex.raw(`
      create function ${table}_raise_dashboard_versions() returns trigger language plpgsql as $$
      begin
        insert into dashboard_versions (client, version)
          select distinct client, 1 from (${clients}) as touched order by client
          on conflict (client) do update set version = dashboard_versions.version + 1;
        return null;
      end
      $$`);
    for (const [event, rows] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const) {
      await knex.raw(`
        create trigger ${table}_${event}_raises_dashboard_versions
          after ${event} on ${table}
          referencing ${rows} table as changed
          for each statement execute function ${table}_raise_dashboard_versions()`);
    }
  }
}

export async function down(knex: Knex) {
  for (const { table } of COUNTED_TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await knex.raw(
        `drop trigger if exists ${table}_${event}_raises_dashboard_versions on ${table}`,
      );
    }
    await knex.raw(`drop function if exists ${table}_raise_dashboard_versions()`);
  }
  await knex.schema.dropTableIfExists('dashboard_versions');
  await knex.raw('drop trigger if exists answers_features_stale on answers');
  await knex.raw('drop function if exists answer_features_forget()');
  await knex.schema.dropTable('answer_features');
}
