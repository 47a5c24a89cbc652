import type { Knex } from 'knex';
import { moduleLogger } from '../../observability';

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
  const vector = await pgvectorUsable(knex);
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

async function pgvectorUsable(knex: Knex): Promise<boolean> {
  const installed = await knex.raw("select 1 from pg_extension where extname = 'vector'");
  if (installed.rows.length > 0) return true;
  const available = await knex.raw("select 1 from pg_available_extensions where name = 'vector'");
  if (available.rows.length === 0) return false;
  try {
    // In a savepoint: without the privilege to create it, the migration goes on with arrays.
    await knex.transaction((savepoint) => savepoint.raw('create extension if not exists vector'));
    return true;
  } catch (error) {
    moduleLogger('db').warn(
      `pgvector is available but could not be installed; embeddings use double precision[]: ${error instanceof Error ? error.message : String(error)}`,
    );
    return false;
  }
}
