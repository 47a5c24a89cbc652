import type { Knex } from 'knex';
import { SKIPPED_ANSWER } from '../../sync/contract';
import { normaliseDates, scopedAnswers } from './answerScope';
import type { AnswerPassage, AnswerScope } from './types';

/** Turns texts into embedding vectors, one per text, in order (e.g. OpenAI's embeddings API). */
export interface TextEmbedder {
  /** Stored with every vector: vectors of different models are never compared. */
  readonly model: string;
  embed(texts: readonly string[]): Promise<number[][]>;
}

export interface AnswerToEmbed {
  answerId: string;
  text: string;
  /** md5 of `text`, computed by the database when it was read. */
  textHash: string;
}

export interface SimilarPassage extends AnswerPassage {
  /** Cosine similarity to the query, from -1 to 1. */
  similarity: number;
}

type EmbeddingColumn = 'vector' | 'array';

/**
 * Real answers with no embedding of `model` for their current text, oldest first: new
 * answers, transcripts that arrived since, and answers embedded with another model.
 */
export async function answersToEmbed(
  knex: Knex,
  model: string,
  limit: number,
): Promise<AnswerToEmbed[]> {
  return knex('answers as a')
    .leftJoin('answer_embeddings as e', 'e.answer_id', 'a.id')
    .whereRaw("btrim(a.answer_text) <> ''")
    .whereRaw('btrim(a.answer_text) <> ?', [SKIPPED_ANSWER])
    .where((stale) =>
      stale
        .whereNull('e.answer_id')
        .orWhereNot('e.model', model)
        .orWhereRaw('e.text_hash <> md5(a.answer_text)'),
    )
    .orderBy([{ column: 'a.created_at' }, { column: 'a.id' }])
    .limit(limit)
    .select({ answerId: 'a.id', text: 'a.answer_text' })
    .select(knex.raw('md5(a.answer_text) as "textHash"'));
}

/**
 * Stores (or replaces) embeddings, unit-normalised so a dot product is a cosine. An
 * answer deleted in the meantime is skipped rather than failing the whole batch.
 */
export async function storeEmbeddings(
  knex: Knex,
  model: string,
  rows: readonly { answer: AnswerToEmbed; vector: readonly number[] }[],
): Promise<void> {
  const column = await embeddingColumn(knex);
  for (const { answer, vector } of rows) {
    await knex.raw(
      `insert into answer_embeddings (answer_id, model, text_hash, embedding)
       select ?, ?, ?, ${vectorParameter(column)} where exists (select 1 from answers where id = ?)
       on conflict (answer_id) do update set model = excluded.model, text_hash = excluded.text_hash,
         embedding = excluded.embedding, created_at = now()`,
      [answer.answerId, model, answer.textHash, vectorLiteral(column, vector), answer.answerId],
    );
  }
}

/** Whether any answer in scope has a current embedding of `model`. */
export async function hasEmbeddings(trx: Knex, scope: AnswerScope, model: string) {
  const row = await embeddedAnswers(trx, scope, model).clearSelect().select('a.id').first();
  return Boolean(row);
}

/**
 * The `limit` answers in scope most similar to `query` (an embedding of `model`), most
 * similar first. Arrays are compared in SQL (a dot product of unit vectors); pgvector
 * columns with its cosine distance operator.
 */
export async function similarAnswers(
  trx: Knex,
  scope: AnswerScope,
  model: string,
  query: readonly number[],
  limit: number,
): Promise<SimilarPassage[]> {
  const column = await embeddingColumn(trx);
  const similarity =
    column === 'vector'
      ? `1 - (e.embedding <=> ${vectorParameter(column)})`
      : `(select sum(x * y) from unnest(e.embedding, ${vectorParameter(column)}) as v(x, y))`;
  const rows = await embeddedAnswers(trx, scope, model)
    .select(trx.raw(`${similarity} as similarity`, [vectorLiteral(column, query)]))
    .orderBy([{ column: 'similarity', order: 'desc' }, { column: 'a.id' }])
    .limit(limit);
  return normaliseDates(rows as SimilarPassage[]).map((row) => ({
    ...row,
    similarity: Number(row.similarity),
  }));
}

function embeddedAnswers(trx: Knex, scope: AnswerScope, model: string) {
  return scopedAnswers(trx, scope)
    .join('answer_embeddings as e', 'e.answer_id', 'a.id')
    .where('e.model', model)
    .whereRaw('e.text_hash = md5(a.answer_text)');
}

/** Scales a vector to length 1 (a zero vector stays as it is). */
export function unitVector(vector: readonly number[]): number[] {
  const length = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
  return length === 0 ? [...vector] : vector.map((value) => value / length);
}

/** Which type migration 006 gave the column: pgvector's where it was available. */
async function embeddingColumn(knex: Knex): Promise<EmbeddingColumn> {
  const result = await knex.raw(
    `select format_type(atttypid, atttypmod) as type from pg_attribute
     where attrelid = 'answer_embeddings'::regclass and attname = 'embedding'`,
  );
  const type = String((result.rows as { type: string }[])[0]?.type ?? '');
  return type.startsWith('vector') ? 'vector' : 'array';
}

function vectorParameter(column: EmbeddingColumn): string {
  return column === 'vector' ? '?::vector' : '?::double precision[]';
}

/** A vector as a text literal of the column's type: `[1,2]` for pgvector, `{1,2}` for arrays. */
function vectorLiteral(column: EmbeddingColumn, vector: readonly number[]): string {
  const values = unitVector(vector).map((value) => (Number.isFinite(value) ? value : 0));
  return column === 'vector' ? `[${values.join(',')}]` : `{${values.join(',')}}`;
}
