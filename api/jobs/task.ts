import type { Knex } from 'knex';
import type { QueuePolicy } from 'pg-boss';
import type { JobKind } from '../../sync/contract/jobs';

/** How a kind of job is queued and retried (pg-boss queue options). */
export interface RetryPolicy {
  /** Retries after the first run; then the job is dead (state `failed`, the admin's list). */
  retryLimit: number;
  /** Seconds before the first retry, doubled each time (retryBackoff) up to retryDelayMax. */
  retryDelay: number;
  retryDelayMax: number;
}

/** What a running job knows about itself. */
export interface JobRun {
  id: string;
  /** 1 for the first run. */
  attempt: number;
  /** No retry follows if this run throws: the handler settles what it must (e.g. 'failed'). */
  lastAttempt: boolean;
}

/** Sends further jobs; the engine implements it, so tasks need not import the engine. */
export interface JobSender {
  send(kind: JobKind, data: JobData, options?: SendOptions): Promise<string | null>;
}

export interface SendOptions {
  /** Enqueue inside this transaction: the job exists if and only if it commits. */
  trx?: Knex.Transaction;
}

/** What a job is for: an answer or addition (transcribe, followup), a message (mail), an analysis; a sweep names none. */
export interface JobData {
  answerId?: string;
  /** An answer addition to transcribe (transcribe only): the same work, another table. */
  additionId?: string;
  mailId?: string;
  /** A stored `running` analysis to compute (analysis only). */
  analysisId?: string;
}

/**
 * One kind of background work. Handlers are idempotent: they read the row's status first,
 * so a second run of a finished job (a retry, a duplicate, a resume scan) changes nothing.
 */
export interface JobTask {
  kind: JobKind;
  /**
   * `exclusive`: at most one queued or running job per key (the answer id), so enqueuing
   * twice is harmless; `stately`: one queued beside one running (a sweep asked for while
   * one runs still happens once more).
   */
  policy: Extract<QueuePolicy, 'exclusive' | 'stately'>;
  retry: RetryPolicy;
  /** Jobs of this kind one process runs at once. */
  concurrency: number;
  /** The singleton key of a job: one job per answer or message, or one sweep. */
  key(data: JobData): string;
  run(data: JobData, run: JobRun, jobs: JobSender): Promise<void>;
  /** Sent by every worker this often (ms), e.g. the embedding sweep; stately keeps it single. */
  everyMs?: number;
}
