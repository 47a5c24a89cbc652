import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CurrentQuestionResponseSchema, SKIPPED_ANSWER } from '../../../sync/contract';
import { OpenAiFollowupAdvisor } from '../../ai/followups/openai';
import type { FollowupAdvisor } from '../../ai/followups/types';
import { FOLLOWUP_RETRY, resumePendingFollowups } from '../../jobs/followup';
import { jobsOfAnswer } from '../../jobs/testing/jobRows';
import { Answer, Interview, Project, Question } from '../../models';
import { createAnswer, createInterview, createProject } from '../../test/factories';
import {
  chatCompletion,
  type FakeOpenAi,
  sendApiError,
  sendJson,
  startFakeOpenAi,
} from '../../test/fakeOpenAi';
import { createTestApp, type TestApp } from '../../test/testApp';

/** Short and hedged: the local interviewer follows it up. */
const VAGUE = 'We are sort of looking at AI for some things maybe.';
const VAGUE_FOLLOWUP =
  'You sounded unsure about AI for some things — what would it depend on, and what have you seen so far?';
const ALSO_VAGUE = 'It depends on the situation, it could go either way.';
/** Figures and names: no follow-up. */
const SPECIFIC =
  'We cut onboarding from 14 days to 3 after moving KYC checks to Fenergo in 2022, which saved about $2M a year.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRANSCRIPTION_PROVIDER: 'none' });
});
afterAll(async () => {
  await t.services.jobs.onIdle();
  await t.close();
});

async function newInterview(maxFollowups = 1) {
  const project = await createProject(t.db.knex, { name: 'AI adoption' });
  await Project.query(t.db.knex)
    .findById(project.id)
    .patch({ maxFollowupsPerQuestion: maxFollowups });
  return createInterview(t.db.knex, project, { status: 'in_progress' });
}

const state = async (interviewId: string) => {
  const response = await t.request().get(`/api/expert/${interviewId}/current-question`);
  expect(response.status).toBe(200);
  return CurrentQuestionResponseSchema.parse(response.body);
};
const answer = (interviewId: string, questionId: string, answerText: string, key?: string) => {
  const request = t.request().post(`/api/expert/${interviewId}/answer`);
  if (key) request.set('Idempotency-Key', key);
  return request.send({ questionId, answerText });
};
const answered = async (interviewId: string, questionId: string, answerText: string) => {
  const response = await answer(interviewId, questionId, answerText);
  expect(response.status).toBe(201);
  return response.body.answer.id as string;
};

/** The interview's questions in order, as [id, type, orderIndex, parent]. */
async function outline(interviewId: string) {
  const questions = await Question.query(t.db.knex)
    .where('interview_id', interviewId)
    .orderBy([{ column: 'order_index' }, { column: 'created_at' }]);
  return questions.map((q) => [q.id, q.questionType, q.orderIndex, q.parentQuestionId]);
}

const followupStatus = async (answerId: string) =>
  (await Answer.query(t.db.knex).findById(answerId))!.followupStatus;

describe('AI follow-up questions', () => {
  it('follows up a vague answer right after it, and the session serves it next', async () => {
    const { interview, questions } = await newInterview();
    const [q0, q1, q2] = questions as [Question, Question, Question];
    const answerId = await answered(interview.id, q0.id, VAGUE);

    const session = await state(interview.id);
    expect(session.question).toEqual({
      id: expect.any(String),
      questionText: VAGUE_FOLLOWUP,
      questionType: 'followup',
      questionKind: 'followup',
      parentQuestionId: q0.id,
      orderIndex: 1,
    });
    const followupId = session.question!.id;
    expect(session.remainingQuestions.map((q) => [q.id, q.orderIndex])).toEqual([
      [followupId, 1],
      [q1.id, 2],
      [q2.id, 3],
    ]);
    expect(session.progress).toEqual({ answered: 1, total: 4, percentage: 25 });
    expect(session.awaitingFollowups).toBe(0);
    expect(session.isComplete).toBe(false);
    expect(await followupStatus(answerId)).toBe('asked');
    const stored = await Interview.query(t.db.knex).findById(interview.id);
    expect(stored).toMatchObject({ totalQuestions: 4, answeredQuestions: 1 });
  });

  it("decides a typed answer's follow-up in the answer's own transaction: the response has it, no job is queued", async () => {
    const { interview, questions } = await newInterview();
    const response = await answer(interview.id, questions[0]!.id, VAGUE);
    expect(response.status).toBe(201);
    // Decided before the commit, so the answer's progress counts its follow-up.
    expect(response.body.progress).toEqual({ answered: 1, total: 4, percentage: 25 });
    expect(await followupStatus(response.body.answer.id)).toBe('asked');
    expect(await jobsOfAnswer(t.db.knex, 'followup', response.body.answer.id)).toEqual([]);
  });

  it('inserts a follow-up mid-interview and renumbers every later question', async () => {
    const { interview, questions } = await newInterview();
    const [q0, q1, q2] = questions as [Question, Question, Question];
    // Gaps in the numbering: the follow-up must still land right after q1.
    await Question.query(t.db.knex).findById(q1.id).patch({ orderIndex: 10 });
    await Question.query(t.db.knex).findById(q2.id).patch({ orderIndex: 20 });
    await answered(interview.id, q1.id, VAGUE);
    const followup = await Question.query(t.db.knex)
      .where({ interview_id: interview.id, question_type: 'followup' })
      .first();
    expect(await outline(interview.id)).toEqual([
      [q0.id, 'base', 0, null],
      [q1.id, 'base', 1, null],
      [followup!.id, 'followup', 2, q1.id],
      [q2.id, 'base', 3, null],
    ]);
  });

  it('asks nothing after a specific answer', async () => {
    const { interview, questions } = await newInterview();
    const answerId = await answered(interview.id, questions[0]!.id, SPECIFIC);
    const session = await state(interview.id);
    expect(session.question!.id).toBe(questions[1]!.id);
    expect(session.progress.total).toBe(3);
    expect(await followupStatus(answerId)).toBe('not_asked');
  });

  it('asks at most one follow-up per base question by default', async () => {
    const { interview, questions } = await newInterview();
    await answered(interview.id, questions[0]!.id, VAGUE);
    const followup = (await state(interview.id)).question!;
    const followupAnswer = await answered(interview.id, followup.id, ALSO_VAGUE);
    const session = await state(interview.id);
    expect(session.question!.id).toBe(questions[1]!.id);
    expect(session.progress).toMatchObject({ answered: 2, total: 4 });
    expect(await followupStatus(followupAnswer)).toBe('not_asked');
  });

  it('asks none when the project allows none', async () => {
    const { interview, questions } = await newInterview(0);
    const answerId = await answered(interview.id, questions[0]!.id, VAGUE);
    expect((await state(interview.id)).question!.id).toBe(questions[1]!.id);
    expect(await followupStatus(answerId)).toBe('not_asked');
  });

  it('follows up the first follow-up when the project allows two, and stops there', async () => {
    const { interview, questions } = await newInterview(2);
    const [q0, q1, q2] = questions as [Question, Question, Question];
    await answered(interview.id, q0.id, VAGUE);
    const first = (await state(interview.id)).question!;
    await answered(interview.id, first.id, ALSO_VAGUE);
    const second = (await state(interview.id)).question!;
    expect(second).toMatchObject({
      questionType: 'followup',
      parentQuestionId: q0.id,
      orderIndex: 2,
      questionText:
        'You said it depends — on what, in your experience? A case you have seen would help.',
    });
    const lastAnswer = await answered(interview.id, second.id, 'Hard to say.');
    expect(await followupStatus(lastAnswer)).toBe('not_asked');
    expect(await outline(interview.id)).toEqual([
      [q0.id, 'base', 0, null],
      [first.id, 'followup', 1, q0.id],
      [second.id, 'followup', 2, q0.id],
      [q1.id, 'base', 3, null],
      [q2.id, 'base', 4, null],
    ]);
  });

  it('never follows up a skipped question', async () => {
    const { interview, questions } = await newInterview();
    const answerId = await answered(interview.id, questions[0]!.id, SKIPPED_ANSWER);
    const session = await state(interview.id);
    expect(session.question!.id).toBe(questions[1]!.id);
    expect(session.awaitingFollowups).toBe(0);
    expect(await followupStatus(answerId)).toBe('skipped');
  });

  it('creates one follow-up however often an answer is replayed under its key', async () => {
    const { interview, questions } = await newInterview();
    const key = 'outbox-followup-0001';
    const first = await answer(interview.id, questions[0]!.id, VAGUE, key);
    const replays = await Promise.all([
      answer(interview.id, questions[0]!.id, VAGUE, key),
      answer(interview.id, questions[0]!.id, VAGUE, key),
    ]);
    expect(first.status).toBe(201);
    for (const replay of replays) {
      expect(replay.status).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
    }
    const followups = await Question.query(t.db.knex).where({
      interview_id: interview.id,
      question_type: 'followup',
    });
    expect(followups).toHaveLength(1);
    expect((await state(interview.id)).progress.total).toBe(4);
  });

  it('decides follow-ups for answers synced from offline, each after its own question', async () => {
    const { interview, questions } = await newInterview();
    const [q0, q1, q2] = questions as [Question, Question, Question];
    // The outbox replays answers given offline, in order, after the fact.
    for (const [index, question] of questions.entries()) {
      const response = await answer(interview.id, question.id, VAGUE, `outbox-sync-${index}-abc`);
      expect(response.status).toBe(201);
    }
    const session = await state(interview.id);
    expect(session.awaitingFollowups).toBe(0);
    expect(session.isComplete).toBe(false);
    expect(session.progress).toEqual({ answered: 3, total: 6, percentage: 50 });
    expect(session.remainingQuestions.map((q) => [q.parentQuestionId, q.orderIndex])).toEqual([
      [q0.id, 1],
      [q1.id, 3],
      [q2.id, 5],
    ]);
  });

  it('keeps the order whole when answers to one interview race', async () => {
    const { interview, questions } = await newInterview();
    const responses = await Promise.all(
      questions.map((question) => answer(interview.id, question.id, VAGUE)),
    );
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201]);
    const rows = await outline(interview.id);
    expect(rows.map((row) => row[2])).toEqual([0, 1, 2, 3, 4, 5]);
    // Each follow-up sits right after the question it follows.
    for (const [index, row] of rows.entries()) {
      if (row[1] === 'followup') expect(rows[index - 1]![0]).toBe(row[3]);
    }
    const stored = await Interview.query(t.db.knex).findById(interview.id);
    expect(stored).toMatchObject({ totalQuestions: 6, answeredQuestions: 3 });
  });
});

describe('pending follow-up decisions', () => {
  /** An answer stored as a stopped server would have left it: committed, undecided. */
  async function pendingAnswer(question: Question, text: string) {
    const stored = await createAnswer(t.db.knex, question, text);
    await Answer.query(t.db.knex).findById(stored.id).patch({ followupStatus: 'pending' });
    return stored.id;
  }

  it('are resumed at start-up, and counted until then', async () => {
    const { interview, questions } = await newInterview();
    const answerId = await pendingAnswer(questions[0]!, VAGUE);
    expect((await state(interview.id)).awaitingFollowups).toBe(1);

    expect(await resumePendingFollowups(t.db.knex, t.services.jobs)).toBe(1);
    await t.services.jobs.onIdle();
    const session = await state(interview.id);
    expect(session.awaitingFollowups).toBe(0);
    expect(session.question).toMatchObject({
      questionType: 'followup',
      questionText: VAGUE_FOLLOWUP,
    });
    expect(await followupStatus(answerId)).toBe('asked');
  });

  it('are settled as not asked when the interview is finished', async () => {
    const { interview, questions } = await newInterview();
    const answerId = await pendingAnswer(questions[0]!, VAGUE);
    const finished = await t.request().post(`/api/expert/${interview.id}/finish`);
    expect(finished.status).toBe(200);
    expect((await state(interview.id)).awaitingFollowups).toBe(0);
    expect(await followupStatus(answerId)).toBe('not_asked');
    expect(await resumePendingFollowups(t.db.knex, t.services.jobs)).toBe(0);
  });

  it('add nothing to an interview completed while they waited', async () => {
    const { interview, questions } = await newInterview();
    const answerId = await pendingAnswer(questions[0]!, VAGUE);
    // Completed by other means than the finish call (an admin edit, say).
    await Interview.query(t.db.knex).findById(interview.id).patch({ status: 'completed' });
    expect(await resumePendingFollowups(t.db.knex, t.services.jobs)).toBe(1);
    await t.services.jobs.onIdle();
    expect(await followupStatus(answerId)).toBe('not_asked');
    expect(await outline(interview.id)).toHaveLength(3);
  });

  it('are not reopened by replaying an answer after the interview is finished', async () => {
    const { interview, questions } = await newInterview();
    const key = 'outbox-finished-0001';
    expect((await answer(interview.id, questions[0]!.id, VAGUE, key)).status).toBe(201);
    expect((await t.request().post(`/api/expert/${interview.id}/finish`)).status).toBe(200);
    const replay = await answer(interview.id, questions[0]!.id, VAGUE, key);
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    // Nothing new was decided: no follow-up was added to the finished interview.
    // (A new answer would take it up again: lifecycle.test.ts.)
    expect(await outline(interview.id)).toHaveLength(4);
    expect((await Interview.query(t.db.knex).findById(interview.id))!.status).toBe('completed');
  });
});

describe('with a model that is slow or failing (AI_PROVIDER=openai)', () => {
  let fake: FakeOpenAi;
  let localAdvisor: FollowupAdvisor;
  const modelFollowup = 'Which AI use case did you try first, and what did it change?';
  const asks = chatCompletion(
    JSON.stringify({ ask: true, question: modelFollowup, reason: 'The answer is vague' }),
  );

  beforeAll(async () => {
    fake = await startFakeOpenAi((_request, res) => sendJson(res, 200, asks));
    localAdvisor = t.services.followupAdvisor;
  });
  afterEach(async () => {
    await t.services.jobs.onIdle();
    t.services.followupAdvisor = localAdvisor;
    t.services.followupBudgetMs = 3_000;
    await t.services.jobs.setRetryPolicy('followup', FOLLOWUP_RETRY);
    fake.received = [];
  });
  afterAll(() => fake.close());

  /**
   * The app's follow-up jobs, on a model behind the fake server: as AI_PROVIDER=openai would
   * be. `retries`: how many times a failed decision is tried again (at once, not after seconds).
   */
  async function switchToModel(options: { responseBudgetMs: number; retries: number }) {
    t.services.followupAdvisor = new OpenAiFollowupAdvisor({
      apiKey: 'sk-test-key',
      baseURL: fake.baseURL,
      model: 'gpt-test',
      // Longer than any test holds the model's reply (holdReplies).
      timeoutMs: 60_000,
    });
    t.services.followupBudgetMs = options.responseBudgetMs;
    await t.services.jobs.setRetryPolicy('followup', {
      retryLimit: options.retries,
      retryDelay: 0,
      retryDelayMax: 0,
    });
  }

  /**
   * The model answers nothing until `release()`, then answers every call at once. Whether a
   * response waited for the model is then a matter of order, not of the clock: a response
   * that waited would never come while the model is held.
   */
  function holdReplies() {
    const held: (() => void)[] = [];
    let released = false;
    fake.reply = (_request, res) => {
      const reply = () => sendJson(res, 200, asks);
      if (released) reply();
      else held.push(reply);
    };
    return {
      asked: () => held.length,
      release() {
        released = true;
        for (const reply of held.splice(0)) reply();
      },
    };
  }

  it('answers without waiting for a slow model, and adds its follow-up when it comes', async () => {
    await switchToModel({ responseBudgetMs: 200, retries: 0 });
    const model = holdReplies();
    const { interview, questions } = await newInterview();
    const answerId = await answered(interview.id, questions[0]!.id, VAGUE);
    // Answered while the model has been asked and has not replied.
    await expect.poll(model.asked).toBe(1);
    const meanwhile = await state(interview.id);
    expect(meanwhile.awaitingFollowups).toBe(1);
    expect(meanwhile.question!.id).toBe(questions[1]!.id);

    model.release();
    await t.services.jobs.onIdle();
    const after = await state(interview.id);
    expect(after.awaitingFollowups).toBe(0);
    expect(after.question).toMatchObject({ questionType: 'followup', questionText: modelFollowup });
    expect(await followupStatus(answerId)).toBe('asked');
  });

  it('answers at once behind a queue of other decisions, and adds its follow-up later', async () => {
    // A budget longer than the test may run: an answer that waited it out would time out.
    await switchToModel({ responseBudgetMs: 120_000, retries: 0 });
    const model = holdReplies();
    // Twenty experts answer at once: four decisions run (held), the rest queue behind them.
    const others = await Promise.all(Array.from({ length: 20 }, () => newInterview()));
    const { interview, questions } = await newInterview();
    const ahead = Promise.all(
      others.map(({ interview, questions }) => answered(interview.id, questions[0]!.id, VAGUE)),
    );
    await expect
      .poll(() => t.services.jobs.queued('followup'), { timeout: 10_000 })
      .toBeGreaterThan(12);

    const answerId = await answered(interview.id, questions[0]!.id, VAGUE);
    expect(model.asked()).toBeLessThanOrEqual(4);
    expect((await state(interview.id)).awaitingFollowups).toBe(1);

    model.release();
    await ahead;
    await t.services.jobs.onIdle();
    expect(await followupStatus(answerId)).toBe('asked');
    expect((await state(interview.id)).question).toMatchObject({ questionText: modelFollowup });
  });

  it('retries a model that failed, in the background', async () => {
    await switchToModel({ responseBudgetMs: 2_000, retries: 1 });
    let calls = 0;
    fake.reply = (_request, res) => {
      calls++;
      if (calls === 1) sendApiError(res, 500, 'The server had an error');
      else sendJson(res, 200, asks);
    };
    const { interview, questions } = await newInterview();
    const answerId = await answered(interview.id, questions[0]!.id, VAGUE);
    await t.services.jobs.onIdle();
    expect(calls).toBe(2);
    expect(await followupStatus(answerId)).toBe('asked');
    expect((await state(interview.id)).question!.questionText).toBe(modelFollowup);
  });

  it('gives up on a model that keeps failing: no follow-up, and nobody waits', async () => {
    await switchToModel({ responseBudgetMs: 2_000, retries: 2 });
    fake.reply = (_request, res) => sendApiError(res, 503, 'Overloaded');
    const { interview, questions } = await newInterview();
    const answerId = await answered(interview.id, questions[0]!.id, VAGUE);
    await t.services.jobs.onIdle();
    expect(fake.received).toHaveLength(3);
    expect(await followupStatus(answerId)).toBe('not_asked');
    const session = await state(interview.id);
    expect(session.awaitingFollowups).toBe(0);
    expect(session.question!.id).toBe(questions[1]!.id);
  });
});
