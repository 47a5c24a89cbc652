import { apiRoutes } from '../contract/routes';
import { SKIPPED_ANSWER } from '../contract/skippedAnswer';
import type { Transport } from './engine';
import type { AudioChunks, OutboxOperation } from './operations';

export interface HttpTransportOptions {
  /** '' in the browser (same origin); the server's origin in Node. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/** Sends operations to the expert session endpoints, the operation id as Idempotency-Key. */
export function httpTransport({
  baseUrl = '',
  fetch: doFetch = fetch,
}: HttpTransportOptions = {}): Transport {
  return (operation, audio) => {
    const { path, body } = requestFor(operation, audio);
    const headers: Record<string, string> = { 'Idempotency-Key': operation.id };
    // FormData sets its own multipart boundary; only JSON needs the header.
    if (typeof body === 'string') headers['Content-Type'] = 'application/json';
    const url = baseUrl + path.replace(':interviewId', encodeURIComponent(operation.interviewId));
    return doFetch(url, { method: 'POST', headers, body, credentials: 'same-origin' });
  };
}

function requestFor(
  operation: OutboxOperation,
  audio: AudioChunks | null,
): { path: string; body: string | FormData } {
  switch (operation.kind) {
    case 'finish':
      return { path: apiRoutes.finishInterview.path, body: '{}' };
    case 'skip':
      return {
        path: apiRoutes.submitAnswer.path,
        body: JSON.stringify({ questionId: operation.questionId, answerText: SKIPPED_ANSWER }),
      };
    case 'submitAnswer': {
      const path = apiRoutes.submitAnswer.path;
      if (!operation.audio || !audio) {
        const answerText = operation.answerText ?? '';
        return { path, body: JSON.stringify({ questionId: operation.questionId, answerText }) };
      }
      const form = new FormData();
      form.set('questionId', operation.questionId);
      if (operation.answerText) form.set('answerText', operation.answerText);
      if (operation.audio.durationMs !== null)
        form.set('durationMs', String(operation.audio.durationMs));
      const extension = operation.audio.mimeType.split('/')[1]?.split(';')[0] ?? 'bin';
      form.set('audio', new Blob(audio, { type: operation.audio.mimeType }), `answer.${extension}`);
      return { path, body: form };
    }
  }
}
