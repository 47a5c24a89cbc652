import os from 'node:os';
import path from 'node:path';
import { createAiEngines } from './ai/registry';
import type { Config } from './config';
import type { Services } from './context';
import type { Database } from './db/connection';
import { createJobEngine } from './jobs';
import { Mailer } from './mail/mailer';
import { createFileStore } from './storage/createFileStore';
import { createTranscriptionProvider } from './transcription';
import { DraftRegistry } from './transcription/draft/draftRegistry';
import { ProjectLanguageModels } from './transcription/languageModel/projectModels';
import { contextOrGeneric } from './transcription/transcriptionContext';

/** How long an answer's response waits for its follow-up decision before leaving it to run on. */
const DEFAULT_FOLLOWUP_BUDGET_MS = 3_000;

/** Every long-lived service; the job engine is made here and started by its caller (startJobs). */
export function createServices(config: Config, db: Database): Services {
  const files = createFileStore(config.storage);
  const transcription = createTranscriptionProvider(config);
  const engines = createAiEngines(config);
  const ai = engines.analysis;
  const languageModels =
    transcription.name === 'local' && config.transcription.languageModel === 'project'
      ? new ProjectLanguageModels(db.knex, path.join(config.dataDir, 'language-models'))
      : null;
  // Every local recognition of an interview's audio hears it with its project's model:
  // queued answers, /transcribe and live drafts. The queue and the drafts fall back to the
  // generic model themselves (contextOrGeneric); /transcribe gets the same, wrapped here.
  const projectContext = languageModels?.contextFor.bind(languageModels);
  const transcriptionContext = (interviewId: string) =>
    contextOrGeneric(projectContext, interviewId);
  const services: Services = {
    config,
    db,
    files,
    ai,
    transcription,
    transcriptionContext,
    // The advisor is read at each decision: tests swap in a model behind a fake server.
    jobs: createJobEngine(db, {
      provider: transcription,
      files,
      contextFor: projectContext,
      transcriptionConcurrency: Math.max(1, os.cpus().length),
      transcriptionRetryDelaySeconds: config.transcription.retryDelaySeconds,
      advisor: () => services.followupAdvisor,
      embedder: ai.embedder ?? null,
      mailer: () => services.mailer,
      ai: () => services.ai,
    }),
    followupAdvisor: engines.followups,
    followupBudgetMs: DEFAULT_FOLLOWUP_BUDGET_MS,
    analysisBudgetMs: config.ai.analysisWaitMs,
    mailer: new Mailer({
      knex: db.knex,
      jobs: { send: (...args) => services.jobs.send(...args) },
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
    }),
    drafts: new DraftRegistry({
      directory: path.join(config.dataDir, 'tmp', 'drafts'),
      timeoutMs: config.transcription.timeoutMs,
      contextFor: projectContext,
    }),
  };
  return services;
}
