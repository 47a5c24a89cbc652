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
    const headers: Record<string, string> = { 'Idempotency-Key': idempotencyKeyOf(operation) };
    // FormData sets its own multipart boundary; only JSON needs the header.
    if (typeof body === 'string') headers['Content-Type'] = 'application/json';
    const url = baseUrl + path.replace(':interviewId', encodeURIComponent(operation.interviewId));
    return doFetch(url, { method: 'POST', headers, body, credentials: 'same-origin' });
  };
}

/**
 * An addition needs a key of its own: under the operation's first key the server
 * stored its 409, and would replay that.
 */
export function idempotencyKeyOf(operation: OutboxOperation): string {
  return operation.kind === 'submitAnswer' && operation.asAddition
    ? `${operation.id}.addition`
    : operation.id;
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
      const addition = operation.asAddition ? { asAddition: true } : {};
      if (!operation.audio || !audio) {
        const answerText = operation.answerText ?? '';
        return {
          path,
          body: JSON.stringify({ questionId: operation.questionId, answerText, ...addition }),
        };
      }
      const form = new FormData();
      form.set('questionId', operation.questionId);
      if (operation.asAddition) form.set('asAddition', 'true');
      if (operation.answerText) form.set('answerText', operation.answerText);
      if (operation.audio.durationMs !== null)
        form.set('durationMs', String(operation.audio.durationMs));
      const extension = operation.audio.mimeType.split('/')[1]?.split(';')[0] ?? 'bin';
      form.set('audio', new Blob(audio, { type: operation.audio.mimeType }), `answer.${extension}`);
      return { path, body: form };
    }
  }
}
