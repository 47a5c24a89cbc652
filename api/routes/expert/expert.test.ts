import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CurrentQuestionResponseSchema,
  FinishInterviewResponseSchema,
  SKIPPED_ANSWER,
  SubmitAnswerResponseSchema,
} from '../../../sync/contract';
import { Answer, Interview, Project, Question } from '../../models';
import { createAnswer, createInterview, createProject } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

/** Figures and names: the local interviewer asks no follow-up about this. */
const SPECIFIC_ANSWER =
  'Every credit memo above $5 million now carries an MSCI ESG score and a climate risk rating.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRANSCRIPTION_PROVIDER: 'none' });
});
afterAll(() => t.close());

async function newInterview(
  status?: 'pending' | 'in_progress' | 'completed',
  options: { maxFollowups?: number } = {},
) {
  const project = await createProject(t.db.knex, { client: 'Acme Capital', name: 'ESG study' });
  if (options.maxFollowups !== undefined) {
    await Project.query(t.db.knex)
      .findById(project.id)
      .patch({ maxFollowupsPerQuestion: options.maxFollowups });
  }
  return createInterview(t.db.knex, project, status ? { status } : {});
}

const currentQuestion = (interviewId: string) =>
  t.request().get(`/api/expert/${interviewId}/current-question`);
const answer = (interviewId: string, body: object, key?: string) => {
  const request = t.request().post(`/api/expert/${interviewId}/answer`);
  if (key) request.set('Idempotency-Key', key);
  return request.send(body);
};
const finish = (interviewId: string, key?: string) => {
  const request = t.request().post(`/api/expert/${interviewId}/finish`);
  if (key) request.set('Idempotency-Key', key);
  return request;
};

describe('GET /api/expert/:interviewId/current-question', () => {
  it('answers 404 for an unknown interview', async () => {
    const response = await currentQuestion('int_does_not_exist');
    expect(response.status).toBe(404);
    expect(response.text).toBe('Interview not found');
  });

  it('returns the whole session plan and starts a pending interview', async () => {
    const { interview, questions } = await newInterview();
    const response = await currentQuestion(interview.id);
    expect(response.status).toBe(200);
    expect(CurrentQuestionResponseSchema.parse(response.body)).toEqual(response.body);

    const stored = await Interview.query(t.db.knex).findById(interview.id);
    expect(stored!.status).toBe('in_progress');
    expect(stored!.startedAt).toBeInstanceOf(Date);
    const asSessionQuestion = (q: Question) => ({
      id: q.id,
      questionText: q.questionText,
      questionType: 'base',
      questionKind: 'base',
      parentQuestionId: null,
      orderIndex: q.orderIndex,
    });
    expect(response.body).toEqual({
      question: asSessionQuestion(questions[0]!),
      previousQuestions: [],
      progress: { answered: 0, total: 3, percentage: 0 },
      isComplete: false,
      interview: {
        id: interview.id,
        client: 'Acme Capital',
        projectName: 'ESG study',
        expertName: interview.expertName,
        status: 'in_progress',
        interviewDurationMinutes: 30,
        startedAt: stored!.startedAt!.toISOString(),
        createdAt: interview.createdAt.toISOString(),
        completedAt: null,
        finishedEarlyAt: null,
        closedAt: null,
        declinedAt: null,
        deadlineAt: stored!.deadlineAt.toISOString(),
        reopenable: false,
      },
      remainingQuestions: questions.map(asSessionQuestion),
      awaitingFollowups: 0,
      // The test app runs without a speech engine: the session says answers wait for one.
      transcription: {
        available: false,
        engine: 'none',
        message: expect.stringContaining('kept and will be transcribed'),
      },
    });
  });

  it('never moves startedAt once set, even when the first calls race', async () => {
    const { interview } = await newInterview();
    const [first, second] = await Promise.all([
      currentQuestion(interview.id),
      currentQuestion(interview.id),
    ]);
    expect(first.body.interview.startedAt).not.toBeNull();
    expect(second.body.interview.startedAt).toBe(first.body.interview.startedAt);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const later = await currentQuestion(interview.id);
    expect(later.body.interview.startedAt).toBe(first.body.interview.startedAt);
    const stored = await Interview.query(t.db.knex).findById(interview.id);
    expect(stored!.startedAt!.toISOString()).toBe(first.body.interview.startedAt);
  });

  it('orders questions by orderIndex and lists answered ones as previous questions', async () => {
    const { interview, questions } = await newInterview();
    const [q0, q1, q2] = questions as [Question, Question, Question];
    // q0 moves to the end: the order must come from orderIndex, not insertion.
    await Question.query(t.db.knex).findById(q0.id).patch({ orderIndex: 10 });
    const followup = await Question.query(t.db.knex).insertAndFetch({
      interviewId: interview.id,
      questionText: 'Could you give an example?',
      questionType: 'followup',
      parentQuestionId: q1.id,
      orderIndex: 1,
    });
    await createAnswer(t.db.knex, q1, 'We score every deal.');
    const response = await currentQuestion(interview.id);
    expect(response.body.previousQuestions).toEqual([
      {
        questionId: q1.id,
        question: q1.questionText,
        questionType: 'base',
        answer: 'We score every deal.',
        transcriptionStatus: 'none',
      },
    ]);
    expect(response.body.question).toMatchObject({
      id: followup.id,
      questionType: 'followup',
      parentQuestionId: q1.id,
    });
    expect(response.body.remainingQuestions.map((q: { id: string }) => q.id)).toEqual([
      followup.id,
      q2.id,
      q0.id,
    ]);
    expect(response.body.progress).toEqual({ answered: 1, total: 4, percentage: 25 });
  });

  it('never reopens a completed interview', async () => {
    const { interview } = await newInterview('completed');
    const response = await currentQuestion(interview.id);
    expect(response.status).toBe(200);
    expect(response.body.isComplete).toBe(true);
    expect(response.body.interview.status).toBe('completed');
    const stored = await Interview.query(t.db.knex).findById(interview.id);
    expect(stored!.status).toBe('completed');
    expect(stored!.startedAt).toBeNull();
  });
});

describe('POST /api/expert/:interviewId/answer (JSON)', () => {
  it('records the answer, marks the question and updates the counters', async () => {
    const { interview, questions } = await newInterview();
    const response = await answer(interview.id, {
      questionId: questions[0]!.id,
      answerText: `  ${SPECIFIC_ANSWER}  `,
    });
    expect(response.status).toBe(201);
    expect(SubmitAnswerResponseSchema.parse(response.body)).toEqual(response.body);
    expect(response.body).toMatchObject({
      answer: {
        questionId: questions[0]!.id,
        answerText: SPECIFIC_ANSWER,
        transcriptionStatus: 'none',
        hasAudio: false,
      },
      progress: { answered: 1, total: 3, percentage: 33 },
      isComplete: false,
    });

    const stored = await Answer.query(t.db.knex).findById(response.body.answer.id);
    expect(stored).toMatchObject({
      interviewId: interview.id,
      answerText: SPECIFIC_ANSWER,
      audioPath: null,
      transcriptionStatus: 'none',
    });
    expect((await Question.query(t.db.knex).findById(questions[0]!.id))!.isAnswered).toBe(true);
    const updated = await Interview.query(t.db.knex).findById(interview.id);
    expect(updated).toMatchObject({ answeredQuestions: 1, totalQuestions: 3 });
    // Answering first (an offline replay) also starts the interview.
    expect(updated!.status).toBe('in_progress');
    expect(updated!.startedAt).toBeInstanceOf(Date);

    const next = await currentQuestion(interview.id);
    expect(next.body.question.id).toBe(questions[1]!.id);
  });

  it('stores a skip as the literal [Skipped] marker', async () => {
    const { interview, questions } = await newInterview();
    const response = await answer(interview.id, {
      questionId: questions[0]!.id,
      answerText: SKIPPED_ANSWER,
    });
    expect(response.status).toBe(201);
    const next = await currentQuestion(interview.id);
    expect(next.body.previousQuestions[0].answer).toBe('[Skipped]');
  });

  it('reports completion once every question is answered', async () => {
    const { interview, questions } = await newInterview(undefined, { maxFollowups: 0 });
    const responses = [];
    for (const question of questions) {
      responses.push(await answer(interview.id, { questionId: question.id, answerText: 'Answer' }));
    }
    expect(responses.map((r) => r.body.progress.percentage)).toEqual([33, 66, 100]);
    expect(responses.map((r) => r.body.isComplete)).toEqual([false, false, true]);
    const state = await currentQuestion(interview.id);
    expect(state.body).toMatchObject({
      question: null,
      remainingQuestions: [],
      isComplete: true,
      progress: { answered: 3, total: 3, percentage: 100 },
    });
    // Complete, but not finished: only the finish call ends the interview.
    expect(state.body.interview.status).toBe('in_progress');
  });

  it('validates the payload with the spec messages', async () => {
    const { interview, questions } = await newInterview();
    const questionId = questions[0]!.id;
    const cases: [object, string][] = [
      [{ answerText: 'x' }, 'Question is required'],
      [{ questionId: '  ', answerText: 'x' }, 'Question is required'],
      [{ questionId }, 'Answer cannot be empty'],
      [{ questionId, answerText: '   ' }, 'Answer cannot be empty'],
      [{ questionId, answerText: 42 }, 'Answer cannot be empty'],
      [{ questionId, answerText: 'x', rating: 5 }, 'Unknown field: rating'],
      [{ questionId, answerText: 'x'.repeat(20_001) }, 'Must be 20000 characters or less'],
    ];
    for (const [body, message] of cases) {
      const response = await answer(interview.id, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.text).toBe(message);
    }
    expect(await Answer.query(t.db.knex).where('interview_id', interview.id)).toHaveLength(0);
  });

  it('rejects malformed JSON with 400 and other encodings with 415', async () => {
    const { interview } = await newInterview();
    const malformed = await t
      .request()
      .post(`/api/expert/${interview.id}/answer`)
      .set('Content-Type', 'application/json')
      .send('{"questionId":');
    expect(malformed.status).toBe(400);
    expect(malformed.text).toBe('The request body is not valid JSON');
    const text = await t
      .request()
      .post(`/api/expert/${interview.id}/answer`)
      .set('Content-Type', 'text/plain')
      .send('my answer');
    expect(text.status).toBe(415);
    expect(text.text).toBe('Send the answer as JSON or multipart/form-data');
  });

  it('answers 404 for an unknown interview or a question of another interview', async () => {
    const { interview } = await newInterview();
    const { questions: otherQuestions } = await newInterview();
    const unknownInterview = await answer('int_missing', {
      questionId: otherQuestions[0]!.id,
      answerText: 'x',
    });
    expect(unknownInterview.status).toBe(404);
    expect(unknownInterview.text).toBe('Interview not found');
    const foreign = await answer(interview.id, {
      questionId: otherQuestions[0]!.id,
      answerText: 'x',
    });
    expect(foreign.status).toBe(404);
    expect(foreign.text).toBe('Question not found in this interview');
    expect(await Answer.query(t.db.knex).where('question_id', otherQuestions[0]!.id)).toHaveLength(
      0,
    );
  });

  it('answers 409 for a question already answered, and keeps the first answer', async () => {
    const { interview, questions } = await newInterview();
    const questionId = questions[0]!.id;
    expect((await answer(interview.id, { questionId, answerText: 'First' })).status).toBe(201);
    const again = await answer(interview.id, { questionId, answerText: 'Second' });
    expect(again.status).toBe(409);
    expect(again.text).toBe('This question has already been answered');
    expect(again.headers['x-error-code']).toBe('already_answered');
    const rows = await Answer.query(t.db.knex).where('question_id', questionId);
    expect(rows.map((row) => row.answerText)).toEqual(['First']);
  });

  it('answers 409 when the interview is finished', async () => {
    const { interview, questions } = await newInterview('completed');
    const response = await answer(interview.id, {
      questionId: questions[0]!.id,
      answerText: 'Too late',
    });
    expect(response.status).toBe(409);
    expect(response.text).toBe('This interview is already finished');
    expect(response.headers['x-error-code']).toBe('interview_finished');
  });

  it('lets exactly one of two simultaneous submissions win', async () => {
    const { interview, questions } = await newInterview();
    const questionId = questions[0]!.id;
    const responses = await Promise.all([
      answer(interview.id, { questionId, answerText: 'From tab one' }, 'race-key-one'),
      answer(interview.id, { questionId, answerText: 'From tab two' }, 'race-key-two'),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    const conflict = responses.find((r) => r.status === 409)!;
    expect(conflict.headers['x-error-code']).toBe('already_answered');
    expect(await Answer.query(t.db.knex).where('question_id', questionId)).toHaveLength(1);
    const stored = await Interview.query(t.db.knex).findById(interview.id);
    expect(stored!.answeredQuestions).toBe(1);
  });

  it('maps a unique-index violation to the same 409', async () => {
    const { interview, questions } = await newInterview();
    const questionId = questions[0]!.id;
    // A row the question flag does not know about: only the unique index can stop this.
    await Answer.query(t.db.knex).insert({
      questionId,
      interviewId: interview.id,
      answerText: 'x',
    });
    const response = await answer(interview.id, { questionId, answerText: 'Duplicate' });
    expect(response.status).toBe(409);
    expect(response.text).toBe('This question has already been answered');
    expect(response.headers['x-error-code']).toBe('already_answered');
  });
});

describe('Idempotency-Key on answers', () => {
  it('replays the stored response for the same key and payload, writing nothing twice', async () => {
    const { interview, questions } = await newInterview();
    const body = { questionId: questions[0]!.id, answerText: 'Offline answer' };
    const first = await answer(interview.id, body, 'outbox-op-0001');
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const replay = await answer(interview.id, body, 'outbox-op-0001');
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await Answer.query(t.db.knex).where('interview_id', interview.id)).toHaveLength(1);
    expect((await Interview.query(t.db.knex).findById(interview.id))!.answeredQuestions).toBe(1);
  });

  it('answers 422 when a key is reused for a different payload', async () => {
    const { interview, questions } = await newInterview();
    const key = 'outbox-op-0002';
    const first = await answer(
      interview.id,
      { questionId: questions[0]!.id, answerText: 'A' },
      key,
    );
    expect(first.status).toBe(201);
    const reused = await answer(
      interview.id,
      { questionId: questions[1]!.id, answerText: 'B' },
      key,
    );
    expect(reused.status).toBe(422);
    expect(reused.text).toBe('This Idempotency-Key was already used for a different request');
    expect(await Answer.query(t.db.knex).where('question_id', questions[1]!.id)).toHaveLength(0);
  });

  it('rejects a malformed key', async () => {
    const { interview, questions } = await newInterview();
    const response = await answer(
      interview.id,
      { questionId: questions[0]!.id, answerText: 'A' },
      'bad key!',
    );
    expect(response.status).toBe(400);
    expect(response.text).toContain('Idempotency-Key must be');
  });
});

describe('POST /api/expert/:interviewId/finish', () => {
  it('answers 404 for an unknown interview', async () => {
    const response = await finish('int_missing');
    expect(response.status).toBe(404);
    expect(response.text).toBe('Interview not found');
  });

  it('completes the interview, and finishing again changes nothing', async () => {
    const { interview } = await newInterview('in_progress');
    const first = await finish(interview.id);
    expect(first.status).toBe(200);
    expect(FinishInterviewResponseSchema.parse(first.body)).toEqual(first.body);
    expect(first.body.interview).toMatchObject({ id: interview.id, status: 'completed' });
    expect(first.body.interview.completedAt).toEqual(expect.any(String));
    const stored = await Interview.query(t.db.knex).findById(interview.id);
    expect(stored!.status).toBe('completed');
    expect(stored!.completedAt!.toISOString()).toBe(first.body.interview.completedAt);

    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = await finish(interview.id);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
  });

  it('replays with the same Idempotency-Key', async () => {
    const { interview } = await newInterview('in_progress');
    const first = await finish(interview.id, 'finish-op-0001');
    const replay = await finish(interview.id, 'finish-op-0001');
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
  });

  it('takes no input', async () => {
    const { interview } = await newInterview('in_progress');
    const response = await finish(interview.id).send({ status: 'pending' });
    expect(response.status).toBe(400);
    expect(response.text).toBe('Unknown field: status');
    expect((await Interview.query(t.db.knex).findById(interview.id))!.status).toBe('in_progress');
  });
});
