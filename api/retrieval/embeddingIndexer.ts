import type { Knex } from 'knex';
import { answersToEmbed, storeEmbeddings, type TextEmbedder } from './answerEmbeddings';
import { failureReason } from './failureReason';

export interface EmbeddingIndexerOptions {
  /** The root knex: indexing runs outside any request's transaction. */
  knex: Knex;
  embedder: TextEmbedder;
  /** Answers per embeddings request. */
  batchSize?: number;
  /** How often a running server looks for answers stored since the last sweep. */
  sweepIntervalMs?: number;
}

const DEFAULT_BATCH_SIZE = 32;
const DEFAULT_SWEEP_INTERVAL_MS = 60_000;

/**
 * Keeps `answer_embeddings` up to date in the background, for hybrid retrieval. A
 * sweep embeds every answer lacking a current embedding, a bounded batch per request,
 * until none is left; sweeps run at start-up, every `sweepIntervalMs`, and whenever
 * `schedule()` says answers changed (a transcript arrived). One sweep runs at a time;
 * a request made during one runs once it ends. A failing embeddings service ends the
 * sweep with a warning: the next one tries again, and retrieval meanwhile falls back
 * to full text for answers without embeddings.
 */
export class EmbeddingIndexer {
  private sweeping: Promise<number> | null = null;
  private pending = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly batchSize: number;

  constructor(private readonly options: EmbeddingIndexerOptions) {
    this.batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
    if (this.batchSize < 1) throw new Error('An embedding batch needs at least one answer');
  }

  /** Sweeps now and then periodically; returns a function that stops the timer. */
  start(): () => void {
    this.schedule();
    this.timer = setInterval(
      () => this.schedule(),
      this.options.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS,
    );
    // A sweep alone must not keep a stopping process alive.
    this.timer.unref();
    return () => clearInterval(this.timer);
  }

  /** Asks for a sweep in the background. */
  schedule(): void {
    void this.sweep().catch((error: unknown) =>
      console.warn(
        '[embeddings] indexing stopped, retrying at the next sweep:',
        failureReason(error),
      ),
    );
  }

  /** Embeds every answer that needs it; resolves to how many were stored. */
  sweep(): Promise<number> {
    if (this.sweeping) {
      this.pending = true;
      return this.sweeping;
    }
    this.sweeping = this.embedAll().finally(() => {
      this.sweeping = null;
      if (this.pending) {
        this.pending = false;
        this.schedule();
      }
    });
    return this.sweeping;
  }

  /** Resolves once no sweep is running or queued (tests, shutdown). */
  async onIdle(): Promise<void> {
    while (this.sweeping) await this.sweeping.catch(() => {});
  }

  private async embedAll(): Promise<number> {
    const { knex, embedder } = this.options;
    let stored = 0;
    for (;;) {
      const answers = await answersToEmbed(knex, embedder.model, this.batchSize);
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
}
