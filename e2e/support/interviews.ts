import fs from 'node:fs/promises';
import { type APIRequestContext, expect, request } from '@playwright/test';
import { makeFixtureDir, writeUndecodableWebm } from '../../api/test/fixtures/speech';
import type { CurrentQuestionResponse } from '../../sync/contract';

/**
 * Interviews made for one test through the real admin API, and the server's view of
 * them read back through the session endpoint: what the expert's answers became.
 */
export interface TestInterview {
  id: string;
  questions: string[];
}

/** An admin API client on `baseURL`; close it with `dispose()`. */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  // The server refuses state-changing calls from another origin, so say we are it.
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const login = await api.post('/api/login', {
    data: { username: 'admin', password: 'parley-demo' },
  });
  if (!login.ok()) throw new Error(`admin login failed: ${login.status()} ${await login.text()}`);
  return api;
}

export async function createInterview(
  api: APIRequestContext,
  questions: string[],
  { maxFollowupsPerQuestion = 1 }: { maxFollowupsPerQuestion?: number } = {},
): Promise<TestInterview> {
  const project = await api.post('/api/projects', {
    data: {
      name: `E2E interview ${Date.now()}`,
      client: 'Meridian Capital',
      baseQuestions: questions,
      maxFollowupsPerQuestion,
    },
  });
  if (!project.ok()) throw new Error(`project: ${project.status()} ${await project.text()}`);
  const { id: projectId } = (await project.json()) as { id: string };
  const interview = await api.post('/api/interviews', {
    data: {
      projectId,
      expertName: 'Jordan Avery',
      expertEmail: `jordan.${Date.now()}@example.com`,
      company: 'Northbridge Bank',
      client: 'Meridian Capital',
      interviewDurationMinutes: 30,
    },
  });
  if (!interview.ok())
    throw new Error(`interview: ${interview.status()} ${await interview.text()}`);
  const { id } = (await interview.json()) as { id: string };
  return { id, questions };
}

/** The server's state of an interview (the session endpoint only reads once it has started). */
export async function serverState(
  api: APIRequestContext,
  interviewId: string,
): Promise<CurrentQuestionResponse> {
  const response = await api.get(`/api/expert/${interviewId}/current-question`);
  if (!response.ok()) throw new Error(`state: ${response.status()} ${await response.text()}`);
  return (await response.json()) as CurrentQuestionResponse;
}

/**
 * Answers the interview's first open question with a recording (one no engine can hear),
 * as the app sends one; the answer as the server saved it.
 */
export async function sendRecordedAnswer(
  api: APIRequestContext,
  interviewId: string,
  answerText = '',
): Promise<{ id: string; transcriptionStatus: string }> {
  const { question } = await serverState(api, interviewId);
  const dir = await makeFixtureDir();
  const audio = await fs.readFile(await writeUndecodableWebm(dir));
  await fs.rm(dir, { recursive: true, force: true });
  const response = await api.post(`/api/expert/${interviewId}/answer`, {
    multipart: {
      questionId: question!.id,
      answerText,
      durationMs: '9000',
      audio: { name: 'answer.webm', mimeType: 'audio/webm', buffer: audio },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { answer: { id: string; transcriptionStatus: string } })
    .answer;
}
