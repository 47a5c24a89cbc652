import type { Config } from '../config';
import { NoTranscription } from './none';
import type { TranscriptionProvider } from './provider';

export function createTranscriptionProvider(_config: Config): TranscriptionProvider {
  return new NoTranscription();
}
