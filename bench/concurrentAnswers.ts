import { randomUUID } from 'node:crypto';
import type { Project } from '../sync/contract';
import { adminClient, jsonPoster, signIn } from './client';
import { percentile } from './measure';
import { createInterviews } from './outboxDrain';
import { QUESTIONS, textAnswer } from './outboxPlan';

/**
 * Issue 16's submission figure: `experts` experts answering at once, each typing the
 * first answers of an interview on the outbox bench's 22 questions (one POST per
 * answer, as the app sends it: JSON, Idempotency-Key, the page's Origin; over node:http,
 * bench/client.ts's jsonPoster, since the client shares the server's cores), each answer
 * sent as soon as the previous one is saved. Every request's time is kept, so the percentiles
 * are exact. First the same round on other interviews, untimed, as the read targets get
 * their warm-up: one interview's ten answers left the timed round paying for the server's
 * first optimisation of this path (p99 324 ms timed cold, 197 ms warm, on one server).
 */

/** The first 10 of each interview's 22 questions: 500 timed answers keep the run near a minute. */
const ANSWERS_PER_EXPERT = 10;

export interface SubmissionFigures {
  experts: number;
  answers: number;
  wallSeconds: number;
  answersPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers not saved (anything but 201); non-zero means the figures measure failures. */
  refused: number;
}

export async function measureConcurrentAnswers(
  baseUrl: string,
  experts: number,
): Promise<SubmissionFigures> {
  const admin = adminClient(baseUrl, await signIn(baseUrl));
  const project = await admin<Project>('POST', '/api/projects', {
    name: `Bench ${experts} experts at once ${new Date().toISOString()}`,
    client: 'Bench Client',
    baseQuestions: QUESTIONS,
  });
  const warmUps = await createInterviews(baseUrl, admin, project, 'warm-up', experts);
  const interviews = await createInterviews(baseUrl, admin, project, 'at-once', experts);
  const post = jsonPoster(baseUrl, experts);

  const answerAll = async (
    interview: { id: string; questionIds: string[] },
    index: number,
    times: number[],
  ) => {
    let refused = 0;
    for (const [questionIndex, questionId] of interview.questionIds
      .slice(0, ANSWERS_PER_EXPERT)
      .entries()) {
      const started = performance.now();
      const response = await post(
        `/api/expert/${interview.id}/answer`,
        { questionId, answerText: textAnswer(index, questionIndex) },
        { 'Idempotency-Key': randomUUID() },
      );
      times.push(performance.now() - started);
      if (response.status !== 201) refused++;
    }
    return refused;
  };

  await Promise.all(warmUps.map((interview, i) => answerAll(interview, experts + i, [])));
  const times: number[] = [];
  const started = performance.now();
  const refused = await Promise.all(
    interviews.map((interview, i) => answerAll(interview, i, times)),
  );
  const wallSeconds = (performance.now() - started) / 1000;
  return {
    experts,
    answers: times.length,
    wallSeconds,
    answersPerSecond: times.length / wallSeconds,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    p99Ms: percentile(times, 0.99),
    maxMs: Math.max(...times),
    refused: refused.reduce((sum, n) => sum + n, 0),
  };
}
