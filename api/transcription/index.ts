import type { Config } from '../config';
import { missingBinariesReason, missingLocalBinaries } from './binaries';
import { LocalTranscription } from './local';
import { NoTranscription } from './none';
import { OpenAiTranscription } from './openai';
import type { TranscriptionProvider } from './provider';

/**
 * TRANSCRIPTION_PROVIDER: `auto` (default) uses the local engine when ffmpeg and
 * pocketsphinx are installed and none otherwise; `local`, `openai` and `none` are
 * taken as named (a named provider that cannot run reports why with a 503).
 */
export function createTranscriptionProvider(config: Config): TranscriptionProvider {
  const { provider, timeoutMs } = config.transcription;
  switch (provider) {
    case 'local':
      return new LocalTranscription(timeoutMs);
    case 'openai':
      return new OpenAiTranscription({
        apiKey: config.openai.apiKey,
        baseURL: config.openai.baseURL,
        model: config.openai.transcriptionModel,
        timeoutMs,
      });
    case 'none':
      return new NoTranscription(
        'Transcription is not available on this server: TRANSCRIPTION_PROVIDER is set to none',
      );
    case 'auto': {
      const missing = missingLocalBinaries();
      return missing.length === 0
        ? new LocalTranscription(timeoutMs)
        : new NoTranscription(missingBinariesReason(missing));
    }
  }
}
