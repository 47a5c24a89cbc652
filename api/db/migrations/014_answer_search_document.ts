import type { Knex } from 'knex';

/**
 * Every answer's stemmed text, stored. Full-text reads used to stem `answer_text` on
 * every query (`to_tsvector` in the index expression and again for ranking), about
 * 0.1 ms an answer: Ask AI over 50,000 answers spent seconds re-stemming matches to rank
 * them. A generated column is stemmed once, when the text is written, and the GIN index
 * moves onto it (api/retrieval/answerScope.ts, ANSWER_DOCUMENT).
 */
export async function up(knex: Knex) {
  await knex.raw(
    `alter table answers add column search_document tsvector
       generated always as (to_tsvector('english', answer_text)) stored`,
  );
  await knex.raw('drop index if exists answers_fulltext');
  await knex.raw('create index answers_fulltext on answers using gin (search_document)');
}

export async function down(knex: Knex) {
  await knex.raw('drop index if exists answers_fulltext');
  await knex.raw('alter table answers drop column search_document');
  await knex.raw(
    "create index answers_fulltext on answers using gin (to_tsvector('english', answer_text))",
  );
}
