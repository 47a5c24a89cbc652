import type { Knex } from 'knex';

/**
 * How sure speech recognition was of an answer's transcript, 0 (a guess) to 1
 * (certain), as the transcription provider reports it for the whole answer. Null
 * means unknown: typed answers, answers transcribed before this column existed, and
 * engines that report no confidence. Follow-ups and the transcript-quality figure
 * read it so that a transcript the engine itself doubts is neither quoted back to the
 * expert nor counted as usable.
 */
export async function up(knex: Knex) {
  await knex.schema.alterTable('answers', (t) => {
    t.float('transcript_confidence');
    t.check(
      'transcript_confidence is null or (transcript_confidence >= 0 and transcript_confidence <= 1)',
      [],
      'answers_transcript_confidence_check',
    );
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('answers', (t) => {
    t.dropChecks('answers_transcript_confidence_check');
    t.dropColumn('transcript_confidence');
  });
}
