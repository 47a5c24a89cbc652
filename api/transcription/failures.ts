import { HttpError } from '../errors';

/**
 * What a provider throws when it ran but could not produce a transcript. The route
 * answers these as they are; the background queue records the answer as 'failed'.
 */
export function transcriptionFailed(detail: string): HttpError {
  return new HttpError(502, `Transcription failed: ${detail}`, 'transcription_failed');
}

/**
 * The recording itself is the problem (ffmpeg cannot decode it), not the server: a
 * 422 tells the client that sending the same bytes again will not help.
 */
export function recordingUndecodable(detail?: string): HttpError {
  return new HttpError(
    422,
    `The recording could not be decoded${detail ? ` (${detail})` : ''}; record the answer again`,
    'recording_undecodable',
  );
}

export function transcriptionTimedOut(timeoutMs: number): HttpError {
  const seconds = Math.round(timeoutMs / 100) / 10;
  return new HttpError(
    503,
    `Transcription took longer than ${seconds} s and was stopped; try a shorter recording`,
    'transcription_timeout',
  );
}

/** A recognizer prints one line per utterance; the answer is one line of plain words. */
export function cleanTranscript(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim();
}
