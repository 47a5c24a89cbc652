import { ServiceUnavailableError } from '../errors';
import type { Transcript, TranscriptionProvider } from './provider';

/** Used when no speech engine is configured or installed: every call is a clear 503. */
export class NoTranscription implements TranscriptionProvider {
  readonly name = 'none';
  readonly available = false;
  constructor(readonly unavailableReason = 'Transcription is not configured on this server') {}

  async transcribe(): Promise<Transcript> {
    throw new ServiceUnavailableError(this.unavailableReason, 'transcription_unavailable');
  }
}
