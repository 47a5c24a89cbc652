import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FailedJobListSchema } from '../../sync/contract/jobs';
import type { FollowupAdvisor } from '../ai/followups/types';
import { Analysis, Answer, AnswerAddition } from '../models';
import { StorageUnavailableError } from '../storage/errors';
import { createAnswer, createInterview, createProject } from '../test/factories';
import { createTestApp, type TestApp } from '../test/testApp';
import { ANALYSIS_RETRY } from './analysis';
import { JobEngine } from './engine';
import { FOLLOWUP_RETRY, followupTask } from './followup';
import type { JobTask, RetryPolicy } from './task';
import { TRANSCRIBE_RETRY } from './transcribe';

/** Short and hedged: the local interviewer follows it up. */
const VAGUE = 'We are sort of looking at AI for some things maybe.';

let t: TestApp;
let localAdvisor: FollowupAdvisor;
beforeAll(async () => {
  t = await createTestApp({ TRANSCRIPTION_PROVIDER: 'none' });
  localAdvisor = t.services.followupAdvisor;
});
afterEach(async () => {
  await t.services.jobs.onIdle();
  t.services.followupAdvisor = localAdvisor;
  await t.services.jobs.setRetryPolicy('followup', FOLLOWUP_RETRY);
  await t.services.jobs.setRetryPolicy('transcribe', TRANSCRIBE_RETRY);
  await t.services.jobs.setRetryPolicy('analysis', ANALYSIS_RETRY);
  vi.restoreAllMocks();
});
afterAll(() => t.close());

/** An answer committed with its follow-up still to decide. */
async function pendingAnswer() {
  const project = await createProject(t.db.knex, { name: 'Jobs' });
  const { interview, questions } = await createInterview(t.db.knex, project, {
    status: 'in_progress',
  });
  const answer = await createAnswer(t.db.knex, questions[0]!, VAGUE);
  await Answer.query(t.db.knex).findById(answer.id).patch({ followupStatus: 'pending' });
  return { interviewId: interview.id, answerId: answer.id };
}

/** The local advisor, failing its first `failures` calls (not as "model unavailable"). */
function flakyAdvisor(failures: number) {
  const calls: number[] = [];
  const advisor: FollowupAdvisor = {
    name: 'local',
    // Failing like a model may: decided by the job, never inside an answer's transaction.
    instant: false,
    async decide(request) {
      calls.push(Date.now());
      if (calls.length <= failures) throw new Error('the database went away');
      return localAdvisor.decide(request);
    },
  };
  return { advisor, calls };
}

const status = async (answerId: string) =>
  (await Answer.query(t.db.knex).findById(answerId))!.followupStatus;

describe('a job that keeps failing', () => {
  it('is retried with growing delays, then listed dead; an admin retry runs it again', async () => {
    const { advisor, calls } = flakyAdvisor(3);
    t.services.followupAdvisor = advisor;
    await t.services.jobs.setRetryPolicy('followup', {
      retryLimit: 2,
      retryDelay: 1,
      retryDelayMax: 10,
    });
    const { interviewId, answerId } = await pendingAnswer();
    await t.services.jobs.send('followup', { answerId });
    await t.services.jobs.onIdle();

    // The first run and two retries; pg-boss waits 1-2 s, then 2-4 s (backoff with jitter).
    expect(calls).toHaveLength(3);
    expect(calls[1]! - calls[0]!).toBeGreaterThanOrEqual(900);
    expect(calls[2]! - calls[1]!).toBeGreaterThanOrEqual(1_900);
    expect(await status(answerId)).toBe('pending');

    const admin = await t.asAdmin();
    const listed = await admin.get('/api/admin/jobs?state=failed');
    expect(listed.status).toBe(200);
    const { jobs } = FailedJobListSchema.parse(listed.body);
    expect(jobs).toHaveLength(1);
    const [dead] = jobs;
    expect(dead).toMatchObject({
      kind: 'followup',
      answerId,
      interviewId,
      attempts: 3,
      lastError: 'the database went away',
    });
    expect(Date.parse(dead!.failedAt!)).toBeGreaterThan(calls[2]! - 1_000);

    // Fourth call succeeds: the retry decides the follow-up.
    const retried = await admin.post(`/api/admin/jobs/${dead!.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ id: dead!.id, kind: 'followup' });
    await t.services.jobs.onIdle();
    expect(calls).toHaveLength(4);
    expect(await status(answerId)).toBe('asked');
    expect(FailedJobListSchema.parse((await admin.get('/api/admin/jobs')).body).jobs).toEqual([]);

    // Not dead any more, and ids that name no job: 404s that say so.
    const again = await admin.post(`/api/admin/jobs/${dead!.id}/retry`);
    expect(again.status).toBe(404);
    expect(again.text).toMatch(/only a dead job can be retried/);
    expect((await admin.post('/api/admin/jobs/not-a-job/retry')).status).toBe(404);
    expect((await admin.get('/api/admin/jobs?state=running')).status).toBe(400);
  });

  it('is only for admins', async () => {
    const customer = await t.asCustomerOf('Alpha Capital');
    expect((await customer.get('/api/admin/jobs')).status).toBe(403);
    expect((await t.request().get('/api/admin/jobs')).status).toBe(401);
    expect((await t.request().post(`/api/admin/jobs/${crypto.randomUUID()}/retry`)).status).toBe(
      401,
    );
  });
});

/** One run and no retry: the first failure is the last. */
const NO_RETRY: RetryPolicy = { retryLimit: 0, retryDelay: 1, retryDelayMax: 1 };

describe('the dead-letter list', () => {
  it('says what each dead job was for, whatever its kind: an addition, an analysis', async () => {
    const { interviewId, answerId } = await pendingAnswer();
    const answer = (await Answer.query(t.db.knex).findById(answerId))!;
    const addition = await AnswerAddition.query(t.db.knex).insert({
      answerId,
      interviewId,
      questionId: answer.questionId,
      text: '',
      audioPath: 'recordings/addition.webm',
      audioMimeType: 'audio/webm',
      transcriptionStatus: 'pending',
    });
    // Storage out of reach is retried, so with no retry left the job dies.
    vi.spyOn(t.services.files, 'withLocalCopy').mockRejectedValue(
      new StorageUnavailableError(new Error('the bucket went away')),
    );
    await t.services.jobs.setRetryPolicy('transcribe', NO_RETRY);
    const transcriptionJob = await t.services.jobs.send('transcribe', { additionId: addition.id });
    await t.services.jobs.onIdle();

    // An analysis job dies only when its row cannot be read or written: the database.
    vi.spyOn(Analysis, 'query').mockImplementationOnce(() => {
      throw new Error('the database went away');
    });
    await t.services.jobs.setRetryPolicy('analysis', NO_RETRY);
    const analysisId = 'anl_dead_letter_test';
    const analysisJob = await t.services.jobs.send('analysis', { analysisId });
    await t.services.jobs.onIdle();

    const listed = await (await t.asAdmin()).get('/api/admin/jobs');
    expect(listed.status).toBe(200);
    const { jobs } = FailedJobListSchema.parse(listed.body);
    // By id: a periodic sweep that happened to die here is no concern of this test.
    const dead = (id: string | null) => jobs.find((job) => job.id === id);
    expect(dead(transcriptionJob)).toMatchObject({
      kind: 'transcribe',
      answerId: null,
      additionId: addition.id,
      mailId: null,
      analysisId: null,
      interviewId,
    });
    expect(dead(analysisJob)).toMatchObject({
      kind: 'analysis',
      answerId: null,
      additionId: null,
      mailId: null,
      analysisId,
      interviewId: null,
      lastError: 'the database went away',
    });
  });
});

describe('a handler', () => {
  it('run twice on the same answer changes nothing the second time', async () => {
    const { advisor, calls } = flakyAdvisor(0);
    const task = followupTask({ knex: t.db.knex, advisor: () => advisor });
    const { answerId } = await pendingAnswer();
    const run = { id: 'manual', attempt: 1, lastAttempt: false };
    const sender = { send: async () => null };
    await task.run({ answerId }, run, sender);
    const questionsAfterFirst = await t.db.knex('questions').count({ count: '*' }).first();
    expect(await status(answerId)).toBe('asked');
    await task.run({ answerId }, run, sender);
    expect(calls).toHaveLength(1);
    expect(await t.db.knex('questions').count({ count: '*' }).first()).toEqual(questionsAfterFirst);
  });
});

describe('two workers on one database', () => {
  it('run each job once', async () => {
    const runs: { worker: number; key: string }[] = [];
    const counting = (worker: number): JobTask => ({
      kind: 'embed',
      policy: 'exclusive',
      retry: { retryLimit: 0, retryDelay: 1, retryDelayMax: 1 },
      concurrency: 2,
      key: (data) => data.answerId!,
      async run(data) {
        runs.push({ worker, key: data.answerId! });
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    });
    // The app's own engine runs no embed jobs here (no embedder): only these two do.
    const engines = [new JobEngine(t.db, [counting(1)]), new JobEngine(t.db, [counting(2)])];
    try {
      for (const engine of engines) await engine.start({ work: true });
      const keys = Array.from({ length: 40 }, (_, i) => `job-${i}`);
      // Sent through both engines in turn; both poll the same queue.
      for (const [i, key] of keys.entries()) await engines[i % 2]!.send('embed', { answerId: key });
      await Promise.all(engines.map((engine) => engine.onIdle()));
      expect(runs).toHaveLength(keys.length);
      expect(runs.map((run) => run.key).sort()).toEqual([...keys].sort());
    } finally {
      for (const engine of engines) await engine.stop();
    }
  });
});
