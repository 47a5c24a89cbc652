import type { Knex } from 'knex';

/**
 * Answers that lost a race: a question answered from one device while another device,
 * offline, recorded its own answer. `answers.question_id` stays unique (one answer per
 * question), so the second answer, when the expert chooses to send it, is kept here as
 * an addition to the answer that holds the question, never dropped and never a duplicate.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('answer_additions', (t) => {
    t.text('id').primary();
    t.text('answer_id').notNullable().references('answers.id').onDelete('CASCADE').index();
    t.text('interview_id').notNullable().references('interviews.id').onDelete('CASCADE').index();
    t.text('question_id').notNullable().references('questions.id').onDelete('CASCADE');
    // Typed text, or '' for a recording until its transcript fills it in.
    t.text('text').notNullable();
    t.text('transcript');
    t.text('audio_path');
    t.text('audio_mime_type');
    t.integer('audio_bytes');
    t.integer('audio_duration_ms');
    t.text('transcription_status').notNullable().defaultTo('none');
    t.float('transcript_confidence');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(
      "transcription_status in ('none', 'pending', 'done', 'failed')",
      [],
      'answer_additions_transcription_status_check',
    );
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('answer_additions');
}
