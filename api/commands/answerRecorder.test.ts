import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Answer, Interview, Question } from '../models';
import { ANSWER_ANALYSIS_VERSION } from '../quality/answerFeatures';
import { countQueries, createInterview, createProject } from '../test/factories';
import { createTestApp, type TestApp } from '../test/testApp';
import { recordAnswer } from './answerRecorder';
import { insertFollowup } from './followupInserter';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newInterview() {
  const project = await createProject(t.db.knex, {
    baseQuestions: ['What changed this year?', 'Who buys first?', 'What would you watch?'],
  });
  return createInterview(t.db.knex, project);
}

const typed = (question: Question, answerText: string) => ({
  questionId: question.id,
  interviewId: question.interviewId,
  answerText,
  transcriptionStatus: 'none' as const,
  followupStatus: 'not_asked' as const,
});

describe('recordAnswer', () => {
  it('writes the answer, its question, its features and the counters in one statement', async () => {
    const { interview, questions } = await newInterview();
    const startedAt = new Date('2026-11-28T06:00:00Z');
    let recorded!: Awaited<ReturnType<typeof recordAnswer>>;
    const statements = await countQueries(t.db.knex, () =>
      t.db.knex.transaction(async (trx) => {
        recorded = await recordAnswer(
          trx,
          typed(questions[1]!, 'Banks moved their core systems to the cloud in 2025.'),
          { status: 'in_progress', startedAt },
        );
      }),
    );
    // BEGIN, the statement, COMMIT.
    expect(statements).toBe(3);
    expect(recorded).toMatchObject({ answered: 1, total: 3 });
    expect(recorded.answer).toBeInstanceOf(Answer);
    expect(recorded.answer.createdAt).toBeInstanceOf(Date);
    expect(recorded.answer).not.toHaveProperty('searchDocument');

    const stored = await Answer.query(t.db.knex).findById(recorded.answer.id);
    expect(stored).toMatchObject({
      questionId: questions[1]!.id,
      answerText: recorded.answer.answerText,
    });
    expect((await Question.query(t.db.knex).findById(questions[1]!.id))?.isAnswered).toBe(true);
    expect(await Interview.query(t.db.knex).findById(interview.id)).toMatchObject({
      answeredQuestions: 1,
      totalQuestions: 3,
      status: 'in_progress',
      startedAt,
    });
    const features = await t.db.knex('answer_features').where({ answer_id: recorded.answer.id });
    expect(features).toEqual([
      expect.objectContaining({ analysis_version: ANSWER_ANALYSIS_VERSION, has_text: true }),
    ]);
  });

  it('counts a follow-up inserted earlier in the same transaction', async () => {
    const { interview, questions } = await newInterview();
    const recorded = await t.db.knex.transaction(async (trx) => {
      await insertFollowup(
        trx,
        {
          interviewId: interview.id,
          after: questions[0]!,
          baseQuestionId: questions[0]!.id,
          questionText: 'Which systems moved first?',
          outline: questions,
        },
        { updateCounters: false },
      );
      return recordAnswer(trx, typed(questions[0]!, 'Core banking, then payments.'), {});
    });
    expect(recorded).toMatchObject({ answered: 1, total: 4 });
    expect(await Interview.query(t.db.knex).findById(interview.id)).toMatchObject({
      answeredQuestions: 1,
      totalQuestions: 4,
    });
  });

  it('refuses a second answer to a question with 409, and writes nothing of it', async () => {
    const { interview, questions } = await newInterview();
    const first = await t.db.knex.transaction((trx) =>
      recordAnswer(trx, typed(questions[2]!, 'Deposit pricing.'), {}),
    );
    // As if the question's flag had been lost: the unique index still refuses.
    await Question.query(t.db.knex).findById(questions[2]!.id).patch({ isAnswered: false });
    await expect(
      t.db.knex.transaction((trx) =>
        recordAnswer(trx, typed(questions[2]!, 'A second answer.'), {}),
      ),
    ).rejects.toMatchObject({ status: 409, code: 'already_answered' });
    const answers = await Answer.query(t.db.knex).where('question_id', questions[2]!.id);
    expect(answers.map((answer) => answer.id)).toEqual([first.answer.id]);
    expect((await Interview.query(t.db.knex).findById(interview.id))?.answeredQuestions).toBe(1);
  });
});
