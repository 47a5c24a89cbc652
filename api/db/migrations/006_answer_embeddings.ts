import type { Knex } from 'knex';
import { optionalExtension } from '../extensions';

/**
 * One embedding per answer, for hybrid (full-text + semantic) retrieval with the
 * OpenAI provider (api/retrieval/hybridSearch.ts). The column is pgvector's `vector`
 * when that extension is installed or can be installed here, and a plain
 * `double precision[]` otherwise: PGlite and Debian's PostgreSQL 15 ship without
 * pgvector, and cosine similarity over arrays is fast enough at one client's scale
 * (api/retrieval/answerEmbeddings.ts reads the column type and uses either).
 * `text_hash` is md5 of the text that was embedded, so an answer whose text changed
 * (a transcript arriving) is embedded again.
 */
export async function up(knex: Knex) {
  const vector = await optionalExtension(knex, {
    name: 'vector',
    fallback: 'embeddings use double precision[]',
    expected: false,
  });
  await knex.schema.createTable('answer_embeddings', (t) => {
    t.text('answer_id').primary().references('answers.id').onDelete('CASCADE');
    t.text('model').notNullable();
    t.text('text_hash').notNullable();
    // No fixed dimension: it depends on OPENAI_EMBEDDING_MODEL, and rows of another
    // model are never compared (every query filters on `model`).
    t.specificType('embedding', vector ? 'vector' : 'double precision[]').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex) {
  // The vector extension stays: other schemas may use it.
  await knex.schema.dropTable('answer_embeddings');
}
