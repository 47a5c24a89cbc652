import path from 'node:path';
import type { AiProvider } from './ai/provider';
import { createAiEngines } from './ai/registry';
import { FollowupScheduler } from './commands/followupScheduler';
import type { Config } from './config';
import type { Services } from './context';
import type { Database } from './db/connection';
import { Mailer } from './mail/mailer';
import { EmbeddingIndexer } from './retrieval/embeddingIndexer';
import { FileStore } from './storage/fileStore';
import { createTranscriptionProvider } from './transcription';
import { DraftRegistry } from './transcription/draft/draftRegistry';
import { ProjectLanguageModels } from './transcription/languageModel/projectModels';
import { TranscriptionQueue } from './transcription/queue';
import { contextOrGeneric } from './transcription/transcriptionContext';

export function createServices(config: Config, db: Database): Services {
  const files = new FileStore(config.uploadDir);
  const transcription = createTranscriptionProvider(config);
  const engines = createAiEngines(config);
  const ai = engines.analysis;
  const embeddings = startEmbeddingIndexer(ai, db);
  const followups = new FollowupScheduler({
    knex: db.knex,
    advisor: engines.followups,
  });
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
  const transcriptionQueue = new TranscriptionQueue({
    knex: db.knex,
    provider: transcription,
    files,
    contextFor: projectContext,
    // An audio-only answer's follow-up is decided from its transcript.
    onTranscribed: (answerId) => {
      followups.schedule(answerId);
      embeddings?.schedule();
    },
  });
  // Audio answers a stopped server left untranscribed, and follow-ups it left undecided.
  transcriptionQueue
    .resumePending()
    .catch((error: unknown) => console.error('[transcription] resume failed:', error));
  followups
    .resumePending()
    .catch((error: unknown) => console.error('[followups] resume failed:', error));
  const mailer = new Mailer({
    knex: db.knex,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
  });
  mailer.resumeQueued().catch((error: unknown) => console.error('[mail] resume failed:', error));
  return {
    config,
    db,
    files,
    ai,
    transcription,
    transcriptionContext,
    transcriptionQueue,
    followups,
    embeddings,
    mailer,
    drafts: new DraftRegistry({
      directory: path.join(config.dataDir, 'tmp', 'drafts'),
      timeoutMs: config.transcription.timeoutMs,
      contextFor: projectContext,
    }),
  };
}

/**
 * With the OpenAI provider, answers get embeddings for hybrid retrieval: those stored
 * before this start now, later ones within a sweep interval or as their transcript
 * arrives (api/retrieval/embeddingIndexer.ts). The local engine needs none.
 */
function startEmbeddingIndexer(ai: AiProvider, db: Database): EmbeddingIndexer | null {
  if (!ai.embedder) return null;
  const indexer = new EmbeddingIndexer({ knex: db.knex, embedder: ai.embedder });
  indexer.start();
  return indexer;
}
