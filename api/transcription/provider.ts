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
   * The words spoken in the file, as one line of text. Failures are HttpErrors a
   * route can answer as they are: 503 when unavailable or timed out, 502 when the
   * engine could not make sense of the audio.
   */
  transcribe(audio: { path: string; mimeType: string }): Promise<string>;
}
