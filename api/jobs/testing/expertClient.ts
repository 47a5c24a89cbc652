import fs from 'node:fs/promises';
import path from 'node:path';
import { sameOriginFetch } from '../../../bench/client';
import {
  type CurrentQuestionResponse,
  CurrentQuestionResponseSchema,
  type SubmitAnswerResponse,
  SubmitAnswerResponseSchema,
} from '../../../sync/contract';

/** The expert's side of an interview link, as the app calls it over HTTP. */
export async function sessionOf(
  baseUrl: string,
  interviewId: string,
): Promise<CurrentQuestionResponse> {
  const response = await fetch(`${baseUrl}/api/expert/${interviewId}/current-question`);
  if (!response.ok)
    throw new Error(`current-question: ${response.status}: ${await response.text()}`);
  return CurrentQuestionResponseSchema.parse(await response.json());
}

/** Sends a recorded answer with no typed text, as the app does when the expert only speaks. */
export async function postRecordedAnswer(
  baseUrl: string,
  interviewId: string,
  questionId: string,
  recording: string,
): Promise<SubmitAnswerResponse> {
  const form = new FormData();
  form.set('questionId', questionId);
  const audio = new Blob([await fs.readFile(recording)], { type: 'audio/webm' });
  form.set('audio', audio, path.basename(recording));
  const response = await sameOriginFetch(baseUrl)(`${baseUrl}/api/expert/${interviewId}/answer`, {
    method: 'POST',
    body: form,
  });
  if (response.status !== 201) {
    throw new Error(`answer to ${baseUrl}: ${response.status}: ${await response.text()}`);
  }
  return SubmitAnswerResponseSchema.parse(await response.json());
}
