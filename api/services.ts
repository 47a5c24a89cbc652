import { createAiProvider } from './ai';
import { createFollowupAdvisor } from './ai/followups';
import { FollowupScheduler } from './commands/followupScheduler';
import type { Config } from './config';
import type { Services } from './context';
import type { Database } from './db/connection';
import { FileStore } from './storage/fileStore';
import { createTranscriptionProvider } from './transcription';
import { TranscriptionQueue } from './transcription/queue';

export function createServices(config: Config, db: Database): Services {
  const files = new FileStore(config.uploadDir);
  const transcription = createTranscriptionProvider(config);
  const followups = new FollowupScheduler({
    knex: db.knex,
    advisor: createFollowupAdvisor(config),
  });
  const transcriptionQueue = new TranscriptionQueue({
    knex: db.knex,
    provider: transcription,
    files,
    // An audio-only answer's follow-up is decided from its transcript.
    onTranscribed: (answerId) => followups.schedule(answerId),
  });
  // Audio answers a stopped server left untranscribed, and follow-ups it left undecided.
  transcriptionQueue
    .resumePending()
    .catch((error: unknown) => console.error('[transcription] resume failed:', error));
  followups
    .resumePending()
    .catch((error: unknown) => console.error('[followups] resume failed:', error));
  return {
    config,
    db,
    files,
    ai: createAiProvider(config),
    transcription,
    transcriptionQueue,
    followups,
  };
}
