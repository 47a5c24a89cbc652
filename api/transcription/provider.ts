import type { RecognizedWord } from './recognizedWords';

/** What an engine heard: readable text, and how sure it is of it. */
export interface Transcript {
  /** Prose: sentences, capitals, figures as digits where the engine can tell. */
  text: string;
  /** 0..1, the engine's own confidence in the words; null when it does not say. */
  confidence: number | null;
  /** Word timings and posteriors, from engines that give them. */
  words?: RecognizedWord[];
}

/** What the interview knows that helps hearing it: a project's language model and spellings. */
export interface TranscriptionContext {
  /** A language model (ARPA or sphinx binary) and dictionary adapted to the project. */
  languageModel?: { lm: string; dict: string };
  /** The project's own spellings of words ('ESG', 'SOFR'), by lower-case word. */
  spellings?: Map<string, string>;
}

/**
 * Speech to text. Implementations: `local` (pocketsphinx through ffmpeg), `openai`
 * (the openai SDK against any compatible server) and `none` (always unavailable).
 */
export interface TranscriptionProvider {
  readonly name: 'local' | 'openai' | 'none';
  /** False when the provider cannot work here, e.g. its binaries are missing. */
  readonly available: boolean;
  /** Why it is unavailable, in words a user can act on. */
  readonly unavailableReason?: string;
  /**
   * The words spoken in the file. Failures are HttpErrors a route can answer as they
   * are: 503 when unavailable or timed out, 502 when the engine could not make sense
   * of the audio.
   */
  transcribe(
    audio: { path: string; mimeType: string },
    context?: TranscriptionContext,
  ): Promise<Transcript>;
}
