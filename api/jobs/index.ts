import type { Knex } from 'knex';
import type { FollowupAdvisor } from '../ai/followups/types';
import type { AiProvider } from '../ai/provider';
import type { Database } from '../db/connection';
import type { Mailer } from '../mail/mailer';
import { moduleLogger } from '../observability';
import type { TextEmbedder } from '../retrieval/answerEmbeddings';
import type { FileStore } from '../storage/fileStore';
import type { TranscriptionProvider } from '../transcription/provider';
import type { ContextSource } from '../transcription/transcriptionContext';
import { analysisTask } from './analysis';
import { dashboardRefreshTask } from './dashboardRefresh';
import { embedTask } from './embed';
import { JobEngine } from './engine';
import { followupTask, resumePendingFollowups } from './followup';
import { mailTask, resumeQueuedMail } from './mail';
import { resumePendingTranscriptions, transcribeTask } from './transcribe';

export { JobEngine } from './engine';
export { decideBeforeResponse } from './followup';
export { sendAdditionTranscription, sendTranscription } from './transcribe';

const log = moduleLogger('jobs');

export interface JobDeps {
  provider: TranscriptionProvider;
  files: FileStore;
  contextFor?: ContextSource;
  /** Transcriptions at once per worker process. */
  transcriptionConcurrency: number;
  /** TRANSCRIPTION_RETRY_DELAY_SECONDS; TRANSCRIBE_RETRY's delay when absent. */
  transcriptionRetryDelaySeconds?: number;
  advisor: () => FollowupAdvisor;
  /** With the OpenAI provider only; without one there is no embed queue. */
  embedder: TextEmbedder | null;
  mailer: () => Mailer;
  /** The AI engine custom analyses (list themes) and dashboards (sentiment) use; read at each run. */
  ai: () => AiProvider;
}

/** The engine with one task per kind of background work. Not started: see startJobs. */
export function createJobEngine(db: Database, deps: JobDeps): JobEngine {
  const { knex } = db;
  return new JobEngine(db, [
    transcribeTask({
      knex,
      provider: deps.provider,
      files: deps.files,
      contextFor: deps.contextFor,
      concurrency: deps.transcriptionConcurrency,
      retryDelaySeconds: deps.transcriptionRetryDelaySeconds,
    }),
    followupTask({ knex, advisor: deps.advisor }),
    ...(deps.embedder ? [embedTask(knex, deps.embedder)] : []),
    mailTask(deps.mailer),
    analysisTask({ knex, ai: deps.ai }),
    dashboardRefreshTask({ knex, ai: deps.ai }),
  ]);
}

/**
 * Starts the engine; a worker also queues, once, what may have been left unqueued (a crash
 * between a commit and its job; answers recorded while no engine was installed; mail). Queueing
 * is once per answer, so several workers starting together queue each answer once.
 */
export async function startJobs(
  jobs: JobEngine,
  knex: Knex,
  provider: TranscriptionProvider,
  options: { work: boolean },
): Promise<void> {
  await jobs.start(options);
  if (!options.work) return;
  const transcriptions = await resumePendingTranscriptions(knex, jobs, provider);
  const followups = await resumePendingFollowups(knex, jobs);
  const mail = await resumeQueuedMail(knex, jobs);
  if (transcriptions || followups || mail) {
    log.info({ transcriptions, followups, mail }, 'queued work left pending by an earlier run');
  }
}
