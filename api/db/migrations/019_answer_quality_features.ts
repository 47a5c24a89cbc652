import type { Knex } from 'knex';
import { storeEveryMissingAnswerFeature } from '../../quality/answerFeatureStore';

/**
 * Each answer's quality score, word count and vagueness, stored with its other features
 * (migration 016), so the interview quality badges (GET /api/interviews/quality) add up
 * stored rows instead of reading every answer with wink-nlp on every request: 61 s at
 * 50,000 answers. The analysis version moved to 2 with these columns, so every row is
 * analysed again here (about 1 ms an answer, once).
 */
export async function up(knex: Knex) {
  await knex.schema.alterTable('answer_features', (t) => {
    /** Null while a recording waits for its transcript: such an answer is not scored. */
    t.smallint('score');
    t.integer('words').notNullable().defaultTo(0);
    t.boolean('vague').notNullable().defaultTo(false);
  });
  await storeEveryMissingAnswerFeature(knex);
  await knex.raw('analyze answer_features');
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('answer_features', (t) => {
    t.dropColumn('score');
    t.dropColumn('words');
    t.dropColumn('vague');
  });
}
