import type { Knex } from 'knex';

/** The insert trigger's function as this migration made it (026 lists fewer answers). */
export const LIST_EVERY_INSERTED_ANSWER = `
  create or replace function answers_await_analysis() returns trigger language plpgsql as $$
  begin
    insert into answers_awaiting_analysis (answer_id) select id from added
      on conflict do nothing;
    return null;
  end
  $$`;

/**
 * The answers with no stored features (migration 016), kept by triggers so the dashboard
 * finds them with a lookup instead of an anti-join of every answer against its feature
 * row: at 50,000 answers that join took about 260 ms with nothing missing, once per
 * dashboard computation and per filtered search after each change, and it grows with
 * the data. An answer is listed when it is inserted or when 016's trigger forgets its
 * features, and leaves the list when a feature row is written for it. Rows written by an
 * older analysis are found through the version index instead (api/quality/answerFeatureStore.ts).
 */
export async function up(knex: Knex) {
  await knex.raw(`
    create table answers_awaiting_analysis (
      answer_id text primary key references answers(id) on delete cascade
    )`);
  await knex.raw(`
    insert into answers_awaiting_analysis (answer_id)
      select a.id from answers a
      where not exists (select 1 from answer_features f where f.answer_id = a.id)`);
  await knex.raw(
    'create index answer_features_analysis_version on answer_features (analysis_version)',
  );

  await knex.raw(LIST_EVERY_INSERTED_ANSWER);
  await knex.raw(`
    create trigger answers_insert_awaits_analysis after insert on answers
      referencing new table as added
      for each statement execute function answers_await_analysis()`);

  await knex.raw(`
    create or replace function answer_features_forget() returns trigger language plpgsql as $$
    begin
      delete from answer_features where answer_id = new.id;
      insert into answers_awaiting_analysis (answer_id) values (new.id) on conflict do nothing;
      return new;
    end
    $$`);

  await knex.raw(`
    create function answers_analysed() returns trigger language plpgsql as $$
    begin
      delete from answers_awaiting_analysis w using written where w.answer_id = written.answer_id;
      return null;
    end
    $$`);
  // A transition table belongs to one event, hence a trigger each for insert and update
  // (an upsert fires both).
  for (const event of ['insert', 'update']) {
    await knex.raw(`
      create trigger answer_features_${event}_ends_wait after ${event} on answer_features
        referencing new table as written
        for each statement execute function answers_analysed()`);
  }
}

export async function down(knex: Knex) {
  for (const event of ['insert', 'update']) {
    await knex.raw(`drop trigger answer_features_${event}_ends_wait on answer_features`);
  }
  await knex.raw('drop function answers_analysed()');
  await knex.raw(`
    create or replace function answer_features_forget() returns trigger language plpgsql as $$
    begin
      delete from answer_features where answer_id = new.id;
      return new;
    end
    $$`);
  await knex.raw('drop trigger answers_insert_awaits_analysis on answers');
  await knex.raw('drop function answers_await_analysis()');
  await knex.raw('drop index answer_features_analysis_version');
  await knex.raw('drop table answers_awaiting_analysis');
}
