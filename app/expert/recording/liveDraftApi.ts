import type { DraftText } from '../../../sync/contract/drafts';
import { apiRoutes } from '../../../sync/contract/routes';
import { ApiError, buildUrl, NetworkError, readErrorText } from '../../api/client';
import type { StoredChunk } from './recorderTypes';

async function send(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const text = await readErrorText(response);
    throw new ApiError(response.status, text, response.headers.get('X-Error-Code'));
  }
  return response;
}

/**
 * One recorded chunk, raw, as MediaRecorder made it (not `callApi`: the body is the
 * audio itself, typed with the recording's own mime type). Chunk 0 names the question.
 */
export async function sendDraftChunk(
  interviewId: string,
  questionId: string,
  chunk: StoredChunk,
  signal?: AbortSignal,
): Promise<DraftText> {
  const url = buildUrl(
    apiRoutes.draftChunk.path,
    { interviewId, draftId: chunk.draftId, sequence: String(chunk.sequence) },
    chunk.sequence === 0 ? { questionId } : undefined,
  );
  const response = await send(url, {
    method: apiRoutes.draftChunk.method,
    headers: { 'Content-Type': chunk.mimeType || 'application/octet-stream' },
    body: chunk.data,
    signal,
  });
  return (await response.json()) as DraftText;
}

/** Tells the server the recording is over; it would expire the draft on its own anyway. */
export async function deleteDraft(interviewId: string, draftId: string): Promise<void> {
  const url = buildUrl(apiRoutes.discardDraft.path, { interviewId, draftId }, undefined);
  await send(url, { method: apiRoutes.discardDraft.method });
}
