import type { Knex } from 'knex';
import { LIST_EVERY_INSERTED_ANSWER } from './022_answers_awaiting_analysis';

/**
 * An answer saved with its features (every submitted answer, typed or recorded:
 * api/commands/answerRecorder.ts writes both in one statement) was still listed as
 * awaiting analysis by 022's insert trigger and taken off the list by the features'
 * trigger at the end of the same statement: a row written, its foreign key checked and
 * the row deleted on every answer, about 0.1 ms of PostgreSQL's time an answer in the
 * submission bench (docs/SCALING.md). An after-statement trigger sees everything its
 * statement wrote, so it now lists only the answers that have no features yet.
 */
export async function up(knex: Knex) {
  await knex.raw(`
    create or replace function answers_await_analysis() returns trigger language plpgsql as $$
    begin
      insert into answers_awaiting_analysis (answer_id)
        select id from added
        where not exists (select 1 from answer_features f where f.answer_id = added.id)
        on conflict do nothing;
      return null;
    end
    $$`);
}

export async function down(knex: Knex) {
  await knex.raw(LIST_EVERY_INSERTED_ANSWER);
}
