import { createAiProvider } from './ai';
import type { Config } from './config';
import type { Services } from './context';
import type { Database } from './db/connection';
import { FileStore } from './storage/fileStore';
import { createTranscriptionProvider } from './transcription';
import { TranscriptionQueue } from './transcription/queue';

export function createServices(config: Config, db: Database): Services {
  const files = new FileStore(config.uploadDir);
  const transcription = createTranscriptionProvider(config);
  const transcriptionQueue = new TranscriptionQueue({
    knex: db.knex,
    provider: transcription,
    files,
  });
  // Audio answers a stopped server left untranscribed.
  transcriptionQueue
    .resumePending()
    .catch((error: unknown) => console.error('[transcription] resume failed:', error));
  return {
    config,
    db,
    files,
    ai: createAiProvider(config),
    transcription,
    transcriptionQueue,
  };
}
