import os from 'node:os';
import type { Knex } from 'knex';
import { raw } from 'objection';
import { Answer } from '../models';
import type { FileStore } from '../storage/fileStore';
import type { Transcript, TranscriptionProvider } from './provider';
import { type ContextSource, contextOrGeneric } from './transcriptionContext';

export interface TranscriptionQueueOptions {
  /** The root knex: jobs run after the request's transaction has committed. */
  knex: Knex;
  provider: TranscriptionProvider;
  files: FileStore;
  concurrency?: number;
  /** What helps hear an answer of this interview (its project's language model). */
  contextFor?: ContextSource;
  /** Told when an answer's transcription ends, done or failed (its follow-up waits for it). */
  onTranscribed?: (answerId: string) => void;
}

/**
 * Transcribes audio answers in the background, in this process. An answer is queued
 * once its row is committed with transcriptionStatus 'pending'; the job stores the
 * transcript ('done') or gives up ('failed', audio kept). Pending answers left by a
 * stopped server are picked up again by `resumePending()` at start-up.
 */
export class TranscriptionQueue {
  private readonly waiting: string[] = [];
  private readonly queued = new Set<string>();
  private running = 0;
  private resuming = 0;
  private idleWaiters: (() => void)[] = [];
  private readonly concurrency: number;

  constructor(private readonly options: TranscriptionQueueOptions) {
    this.concurrency = Math.max(1, options.concurrency ?? os.cpus().length);
  }

  enqueue(answerId: string): void {
    // No engine: the answer stays 'pending' until a start with one resumes it.
    if (!this.options.provider.available) return;
    if (this.queued.has(answerId)) return;
    this.queued.add(answerId);
    this.waiting.push(answerId);
    this.pump();
  }

  /**
   * Queues every answer with audio still 'pending' (left by a stopped server, or recorded
   * while no engine was installed); returns how many.
   */
  async resumePending(): Promise<number> {
    if (!this.options.provider.available) return 0;
    this.resuming++;
    try {
      const rows = await Answer.query(this.options.knex)
        .where('transcription_status', 'pending')
        .whereNotNull('audio_path')
        .orderBy('created_at')
        .select('id');
      for (const { id } of rows) this.enqueue(id);
      return rows.length;
    } finally {
      this.resuming--;
      this.notifyIfIdle();
    }
  }

  /** Resolves once nothing is queued, running or being resumed (tests, shutdown). */
  onIdle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private isIdle(): boolean {
    return this.waiting.length === 0 && this.running === 0 && this.resuming === 0;
  }

  private notifyIfIdle() {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private pump() {
    while (this.running < this.concurrency && this.waiting.length > 0) {
      const answerId = this.waiting.shift()!;
      this.running++;
      void this.transcribe(answerId).finally(() => {
        this.running--;
        this.queued.delete(answerId);
        this.pump();
        this.notifyIfIdle();
      });
    }
  }

  private async transcribe(answerId: string): Promise<void> {
    const { knex, provider, files } = this.options;
    try {
      const answer = await Answer.query(knex).findById(answerId);
      if (!answer?.audioPath || answer.transcriptionStatus !== 'pending') return;
      let transcript: Transcript;
      try {
        const context = await contextOrGeneric(this.options.contextFor, answer.interviewId);
        transcript = await provider.transcribe(
          { path: files.resolve(answer.audioPath), mimeType: answer.audioMimeType ?? 'audio/webm' },
          context,
        );
      } catch (error) {
        console.warn(
          `[transcription] answer ${answerId} failed:`,
          error instanceof Error ? error.message : error,
        );
        await pendingAnswer(knex, answerId).patch({ transcriptionStatus: 'failed' });
        this.options.onTranscribed?.(answerId);
        return;
      }
      // Typed text wins; the transcript fills the answer only when the expert typed none.
      await pendingAnswer(knex, answerId).patch({
        transcriptionStatus: 'done',
        transcript: transcript.text,
        transcriptConfidence: transcript.confidence,
        answerText: raw("case when btrim(answer_text) = '' then ? else answer_text end", [
          transcript.text,
        ]),
      });
      this.options.onTranscribed?.(answerId);
    } catch (error) {
      console.error(`[transcription] could not record the result for answer ${answerId}:`, error);
    }
  }
}

/** Guards every update, so a job never overwrites an answer another job already settled. */
function pendingAnswer(knex: Knex, answerId: string) {
  return Answer.query(knex).findById(answerId).where('transcription_status', 'pending');
}
