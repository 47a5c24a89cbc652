import type { Knex } from 'knex';
import type { ParameterizedContext } from 'koa';
import type { FollowupAdvisor } from './ai/followups/types';
import type { AiProvider } from './ai/provider';
import type { Config } from './config';
import type { Database } from './db/connection';
import type { JobEngine } from './jobs/engine';
import type { Mailer } from './mail/mailer';
import type { User } from './models';
import type { FileStore } from './storage/fileStore';
import type { DraftRegistry } from './transcription/draft/draftRegistry';
import type { TranscriptionProvider } from './transcription/provider';
import type { ContextSource } from './transcription/transcriptionContext';

/** Long-lived services the routes use, built once in createApp and shared by requests. */
export interface Services {
  config: Config;
  db: Database;
  files: FileStore;
  ai: AiProvider;
  transcription: TranscriptionProvider;
  /**
   * An interview's project language model and spellings for the local engine (empty with
   * TRANSCRIPTION_LANGUAGE_MODEL=generic or before the model is built); never fails.
   */
  transcriptionContext: ContextSource;
  /**
   * Background work on pg-boss (api/jobs/): transcription, follow-up decisions, embeddings.
   * Jobs are queued in the request's transaction or right after it commits.
   */
  jobs: JobEngine;
  /** The AI interviewer's engine for follow-up questions; the follow-up jobs ask it. */
  followupAdvisor: FollowupAdvisor;
  /** How long an answer's response waits for its follow-up decision (then it runs on). */
  followupBudgetMs: number;
  /** How long generate-analysis waits for its job before answering 202 (ANALYSIS_WAIT_MS). */
  analysisBudgetMs: number;
  /** Parley's outgoing mail: queued in a transaction, delivered after it commits. */
  mailer: Mailer;
  /** Live drafts of answers being recorded, decoded chunk by chunk (in memory only). */
  drafts: DraftRegistry;
}

export interface AppState {
  /** Set by `authenticate()` for every request; null when signed out. */
  user: User | null;
  /** Set by `authenticate()`: the API token this request came with; null for a browser session. */
  apiTokenId: string | null;
  /** Set by `transaction()`; every query in a handler must run on it. */
  trx: Knex.Transaction;
  /** Set by `validate()`: the parsed, typed input. */
  input: { body?: unknown; query?: unknown; params?: unknown };
}

export interface AppContextExtras {
  services: Services;
}

export type AppContext = ParameterizedContext<AppState, AppContextExtras>;
