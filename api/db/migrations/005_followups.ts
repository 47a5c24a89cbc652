import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.alterTable('answers', (t) => {
    // Whether this answer got its AI follow-up question, decided exactly once:
    // pending (not decided yet, e.g. waiting for its transcript), asked, not_asked,
    // skipped (a skipped question never gets one). Answers stored before follow-ups
    // existed count as decided, so an upgrade never adds questions to old interviews.
    t.text('followup_status').notNullable().defaultTo('not_asked');
    t.check(
      "followup_status in ('pending', 'asked', 'not_asked', 'skipped')",
      [],
      'answers_followup_status_check',
    );
  });
  // Start-up resumes the pending decisions, and every current-question counts them.
  await knex.raw(
    "create index answers_followup_pending on answers (interview_id) where followup_status = 'pending'",
  );
}

export async function down(knex: Knex) {
  await knex.raw('drop index answers_followup_pending');
  await knex.schema.alterTable('answers', (t) => {
    t.dropChecks('answers_followup_status_check');
    t.dropColumn('followup_status');
  });
}
