import { apiRoutes } from '../../../sync/contract/routes';
import { ApiError, NetworkError } from '../../api/client';
import { recordingFileName } from './chooseMimeType';

/** The `X-Transcription-Provider` value of the offline engine, whose transcripts need checking. */
export const LOCAL_TRANSCRIPTION_PROVIDER = 'local';

export interface Transcription {
  text: string;
  /** Which engine wrote it (`X-Transcription-Provider`), when the server says. */
  provider: string | null;
}

/** The server's error code when it runs no speech-to-text engine (/transcribe and the live draft). */
export const NO_ENGINE_CODE = 'transcription_unavailable';

export function isNoEngine(error: unknown): boolean {
  return error instanceof ApiError && error.status === 503 && error.code === NO_ENGINE_CODE;
}

/** Spec section 8: an empty or dot-only transcript means the audio was too quiet. */
export function isUnusableTranscript(text: string): boolean {
  return /^[\s.]*$/.test(text);
}

/**
 * POST /api/expert/{id}/transcribe with the recording as the multipart field `audio`.
 * Not `callApi`: the provider header matters here and `callApi` returns only the body.
 * Throws ApiError or NetworkError like `callApi`.
 */
export async function transcribeRecording(
  interviewId: string,
  audio: Blob,
  signal?: AbortSignal,
): Promise<Transcription> {
  const form = new FormData();
  form.set('audio', audio, recordingFileName(audio.type));
  const url = apiRoutes.transcribe.path.replace(':interviewId', encodeURIComponent(interviewId));
  let response: Response;
  try {
    response = await fetch(url, {
      method: apiRoutes.transcribe.method,
      body: form,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(
      response.status,
      text || response.statusText,
      response.headers.get('X-Error-Code'),
    );
  }
  return { text: text.trim(), provider: response.headers.get('X-Transcription-Provider') };
}
