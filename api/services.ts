import { createAiProvider } from './ai';
import type { Config } from './config';
import type { Services } from './context';
import type { Database } from './db/connection';
import { FileStore } from './storage/fileStore';
import { createTranscriptionProvider } from './transcription';

export function createServices(config: Config, db: Database): Services {
  return {
    config,
    db,
    files: new FileStore(config.uploadDir),
    ai: createAiProvider(config),
    transcription: createTranscriptionProvider(config),
  };
}
