import type { Knex } from 'knex';
import { answersToEmbed, storeEmbeddings, type TextEmbedder } from '../retrieval/answerEmbeddings';
import type { JobTask } from './task';

/** Answers per embeddings request. */
const DEFAULT_BATCH_SIZE = 32;
/** How often a worker looks for answers stored since the last sweep. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Keeps `answer_embeddings` current for hybrid retrieval (OpenAI provider only): a sweep
 * embeds every answer lacking a current embedding. Sweeps run at a worker's start, every
 * minute, and when answers change (a typed answer, a transcript). One runs at a time and
 * one more may wait; a failing embeddings service is retried with backoff, and retrieval
 * meanwhile falls back to full text for answers without embeddings.
 */
export function embedTask(knex: Knex, embedder: TextEmbedder): JobTask {
  return {
    kind: 'embed',
    policy: 'stately',
    retry: { retryLimit: 3, retryDelay: 30, retryDelayMax: 300 },
    concurrency: 1,
    key: () => 'sweep',
    everyMs: SWEEP_INTERVAL_MS,
    async run() {
      await embedPendingAnswers(knex, embedder);
    },
  };
}

/** Embeds every answer that needs it, a batch per request; resolves to how many were stored. */
export async function embedPendingAnswers(
  knex: Knex,
  embedder: TextEmbedder,
  batchSize = DEFAULT_BATCH_SIZE,
): Promise<number> {
  if (batchSize < 1) throw new Error('An embedding batch needs at least one answer');
  let stored = 0;
  for (;;) {
    const answers = await answersToEmbed(knex, embedder.model, batchSize);
    if (answers.length === 0) return stored;
    const vectors = await embedder.embed(answers.map((answer) => answer.text));
    if (vectors.length !== answers.length) {
      throw new Error(`asked for ${answers.length} embeddings, got ${vectors.length}`);
    }
    await storeEmbeddings(
      knex,
      embedder.model,
      answers.map((answer, index) => ({ answer, vector: vectors[index]! })),
    );
    stored += answers.length;
  }
}
