import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentQuestionResponseSchema } from '../../../sync/contract';
import { LocalFollowupAdvisor } from '../../ai/followups/local';
import { TRANSCRIPT_CHECK_OPENING } from '../../ai/followups/transcriptCheck';
import { decideFollowup } from '../../commands/followupDecider';
import { Answer, Interview, Project, type Question } from '../../models';
import { createAnswer, createInterview, createProject } from '../../test/factories';
import { makeFixtureDir, writeUndecodableWebm } from '../../test/fixtures/speech';
import { createTestApp, type TestApp } from '../../test/testApp';

/** What pocketsphinx made of a noisy recording: "You mentioned art art…" before. */
const GARBLED = 'art art the market is in a the of growing';
/** Hedged: the local interviewer follows it up when there is time. */
const VAGUE = 'We are sort of looking at AI for some things maybe.';
const CORRECTION = 'The market for private credit is growing quickly among insurers.';

let t: TestApp;
let recording: string;
beforeAll(async () => {
  // No engine: an uploaded recording is kept and its text is what the app sent.
  t = await createTestApp({ TRANSCRIPTION_PROVIDER: 'none' });
  recording = await writeUndecodableWebm(await makeFixtureDir());
});
afterAll(async () => {
  await t.services.jobs.onIdle();
  await t.close();
});

async function newInterview(options: { plannedMinutes?: number; maxFollowups?: number } = {}) {
  const project = await createProject(t.db.knex, { name: 'Private credit' });
  await Project.query(t.db.knex)
    .findById(project.id)
    .patch({
      maxFollowupsPerQuestion: options.maxFollowups ?? 1,
      interviewDurationMinutes: options.plannedMinutes ?? 30,
    });
  const created = await createInterview(
    t.db.knex,
    (await Project.query(t.db.knex).findById(project.id))!,
    {
      status: 'in_progress',
    },
  );
  await Interview.query(t.db.knex).findById(created.interview.id).patch({ startedAt: new Date() });
  return created;
}

const state = async (interviewId: string) => {
  const response = await t.request().get(`/api/expert/${interviewId}/current-question`);
  expect(response.status).toBe(200);
  return CurrentQuestionResponseSchema.parse(response.body);
};

async function typedAnswer(interviewId: string, questionId: string, answerText: string) {
  const response = await t
    .request()
    .post(`/api/expert/${interviewId}/answer`)
    .send({ questionId, answerText });
  expect(response.status).toBe(201);
  return response.body.answer.id as string;
}

/** A recorded answer whose text the app filled in from its own transcript. */
async function recordedAnswer(interviewId: string, questionId: string, answerText: string) {
  const response = await t
    .request()
    .post(`/api/expert/${interviewId}/answer`)
    .field('questionId', questionId)
    .field('answerText', answerText)
    .field('durationMs', '9000')
    .attach('audio', recording, { filename: path.basename(recording), contentType: 'audio/webm' });
  expect(response.status).toBe(201);
  return response.body.answer.id as string;
}

const followupsOf = async (interviewId: string) =>
  (await state(interviewId)).remainingQuestions.filter((q) => q.questionType === 'followup');

describe('a doubtful transcript', () => {
  it('is checked with the expert instead of being followed up, and the correction is followed up', async () => {
    const { interview, questions } = await newInterview();
    const [q0, q1] = questions as [Question, Question];
    await recordedAnswer(interview.id, q0.id, GARBLED);

    const check = (await state(interview.id)).question!;
    expect(check).toMatchObject({
      questionType: 'followup',
      parentQuestionId: q0.id,
      questionText: `I may have misheard you — I understood: "${GARBLED}". Is that right? You can re-record or correct it.`,
    });
    expect(check.questionText).not.toMatch(/You mentioned art/);

    // The correction answers the base question; the check does not use up its follow-up.
    await typedAnswer(interview.id, check.id, CORRECTION);
    const followup = (await state(interview.id)).question!;
    expect(followup).toMatchObject({ questionType: 'followup', parentQuestionId: q0.id });
    expect(followup.questionText).toMatch(/^Could you put a figure on .*private credit/);

    await typedAnswer(interview.id, followup.id, 'Maybe by a lot, it depends.');
    expect((await state(interview.id)).question!.id).toBe(q1.id);
  });

  it('is taken as it is when the expert confirms it, and followed up', async () => {
    const { interview, questions } = await newInterview();
    await recordedAnswer(interview.id, questions[0]!.id, GARBLED);
    const check = (await state(interview.id)).question!;
    await typedAnswer(interview.id, check.id, "Yes, that's right.");
    const next = (await state(interview.id)).question!;
    expect(next.questionType).toBe('followup');
    expect(next.questionText).not.toContain(TRANSCRIPT_CHECK_OPENING);
  });

  it('is checked once per base question: a garbled correction gets nothing more', async () => {
    const { interview, questions } = await newInterview({ maxFollowups: 2 });
    await recordedAnswer(interview.id, questions[0]!.id, GARBLED);
    const check = (await state(interview.id)).question!;
    await recordedAnswer(interview.id, check.id, 'the the of a market a the growing');
    expect((await state(interview.id)).question!.id).toBe(questions[1]!.id);
    expect(await followupsOf(interview.id)).toEqual([]);
  });

  it("is checked even when the question's follow-ups are used up", async () => {
    const { interview, questions } = await newInterview();
    await typedAnswer(interview.id, questions[0]!.id, VAGUE);
    const followup = (await state(interview.id)).question!;
    expect(followup.questionType).toBe('followup');
    await recordedAnswer(interview.id, followup.id, GARBLED);
    const check = (await state(interview.id)).question!;
    expect(check.questionText).toContain(TRANSCRIPT_CHECK_OPENING);
    // The correction of a follow-up's answer gets no follow-up of its own: the one is used.
    await typedAnswer(interview.id, check.id, CORRECTION);
    expect((await state(interview.id)).question!.id).toBe(questions[1]!.id);
  });

  it('is not checked where the project asks no follow-ups', async () => {
    const { interview, questions } = await newInterview({ maxFollowups: 0 });
    await recordedAnswer(interview.id, questions[0]!.id, GARBLED);
    expect((await state(interview.id)).question!.id).toBe(questions[1]!.id);
  });

  it('is judged on the confidence the engine stored with it', async () => {
    const { interview, questions } = await newInterview();
    const text = 'private credit funds are taking market share from regional banks';
    const decide = async (question: Question, confidence: number) => {
      const stored = await createAnswer(t.db.knex, question, text);
      await Answer.query(t.db.knex).findById(stored.id).patch({
        audioPath: 'answers/recording.webm',
        transcript: text,
        transcriptionStatus: 'done',
        transcriptConfidence: confidence,
        followupStatus: 'pending',
      });
      return decideFollowup(t.db.knex, new LocalFollowupAdvisor(), stored.id);
    };
    expect(await decide(questions[0]!, 0.31)).toBe('asked');
    const [check] = await followupsOf(interview.id);
    expect(check!.questionText).toBe(
      `I may have misheard you — I understood: "${text}". Is that right? You can re-record or correct it.`,
    );
    // A confident engine's transcript is followed up like any answer.
    expect(await decide(questions[1]!, 0.88)).toBe('asked');
    const followups = await followupsOf(interview.id);
    expect(followups[1]!.questionText).toMatch(/^Could you put a figure on market share/);
  });

  it('stores only confidences between 0 and 1', async () => {
    const { questions } = await newInterview();
    const stored = await createAnswer(t.db.knex, questions[0]!, 'x');
    await expect(
      Answer.query(t.db.knex).findById(stored.id).patch({ transcriptConfidence: 1.2 }),
    ).rejects.toThrow(/answers_transcript_confidence_check/);
  });
});

describe("the current question's kind", () => {
  it('is base, followup or check, so the screen can tell a transcript check apart', async () => {
    const vague = await newInterview();
    expect((await state(vague.interview.id)).question).toMatchObject({
      questionType: 'base',
      questionKind: 'base',
    });
    await typedAnswer(vague.interview.id, vague.questions[0]!.id, VAGUE);
    expect((await state(vague.interview.id)).question).toMatchObject({
      questionType: 'followup',
      questionKind: 'followup',
    });

    const garbled = await newInterview();
    await recordedAnswer(garbled.interview.id, garbled.questions[0]!.id, GARBLED);
    const check = (await state(garbled.interview.id)).question!;
    // Still a follow-up to every client that only reads questionType.
    expect(check).toMatchObject({ questionType: 'followup', questionKind: 'check' });
    expect(check.questionText).toContain(TRANSCRIPT_CHECK_OPENING);
    // The rest of the plan says the same: the next base question is one.
    const [, next] = (await state(garbled.interview.id)).remainingQuestions;
    expect(next).toMatchObject({ id: garbled.questions[1]!.id, questionKind: 'base' });
  });
});

describe('follow-ups and the planned duration', () => {
  /** Answers q0 as if it had taken `minutes` of recording, ending `endedAgo` minutes ago. */
  async function answeredEarlier(question: Question, minutes: number, endedAgo: number) {
    const stored = await createAnswer(t.db.knex, question, 'We moved 40% of deposits to Fenergo.');
    await Answer.query(t.db.knex)
      .findById(stored.id)
      .patch({
        audioDurationMs: minutes * 60_000,
        createdAt: new Date(Date.now() - endedAgo * 60_000),
        followupStatus: 'not_asked',
      });
  }

  it('asks a follow-up while the rest of the interview still fits', async () => {
    const { interview, questions } = await newInterview({ plannedMinutes: 30 });
    await Interview.query(t.db.knex)
      .findById(interview.id)
      .patch({ startedAt: new Date(Date.now() - 9 * 60_000) });
    await answeredEarlier(questions[0]!, 4, 5);
    // 4 + 5 minutes used, 4.5 a question: this follow-up and q2 take 9 more, 18 of 30.
    await typedAnswer(interview.id, questions[1]!.id, VAGUE);
    expect((await state(interview.id)).question!.questionType).toBe('followup');
  });

  it('asks none once it would run the interview past its planned minutes', async () => {
    const { interview, questions } = await newInterview({ plannedMinutes: 15 });
    await Interview.query(t.db.knex)
      .findById(interview.id)
      .patch({ startedAt: new Date(Date.now() - 9 * 60_000) });
    await answeredEarlier(questions[0]!, 4, 5);
    // The same pace: 18 minutes needed of 15.
    const answerId = await typedAnswer(interview.id, questions[1]!.id, VAGUE);
    const session = await state(interview.id);
    expect(session.question!.id).toBe(questions[2]!.id);
    expect(session.awaitingFollowups).toBe(0);
    expect((await Answer.query(t.db.knex).findById(answerId))!.followupStatus).toBe('not_asked');
  });
});

describe('a follow-up already asked on the same question', () => {
  it('is not asked again when its answer is as vague as the first', async () => {
    const { interview, questions } = await newInterview({ maxFollowups: 2 });
    await typedAnswer(interview.id, questions[0]!.id, VAGUE);
    const first = (await state(interview.id)).question!;
    expect(first.questionType).toBe('followup');

    const answerId = await typedAnswer(interview.id, first.id, VAGUE);
    expect((await state(interview.id)).question!.id).toBe(questions[1]!.id);
    expect((await Answer.query(t.db.knex).findById(answerId))!.followupStatus).toBe('not_asked');
  });

  it('is not asked again when a recorded answer is decided in the background', async () => {
    const { interview, questions } = await newInterview({ maxFollowups: 2 });
    await typedAnswer(interview.id, questions[0]!.id, VAGUE);
    const first = (await state(interview.id)).question!;

    const answerId = await recordedAnswer(interview.id, first.id, VAGUE);
    await t.services.jobs.onIdle();
    expect(await decideFollowup(t.db.knex, new LocalFollowupAdvisor(), answerId)).toBe('not_asked');
    expect((await state(interview.id)).question!.id).toBe(questions[1]!.id);
  });

  it("is asked on another question's thread, about that answer", async () => {
    const { interview, questions } = await newInterview({ maxFollowups: 1 });
    await typedAnswer(interview.id, questions[0]!.id, VAGUE);
    const first = (await state(interview.id)).question!;
    await typedAnswer(interview.id, first.id, 'We moved 40% of deposits to Fenergo in 2024.');

    await typedAnswer(interview.id, questions[1]!.id, VAGUE);
    const second = (await state(interview.id)).question!;
    expect(second).toMatchObject({ questionType: 'followup', questionText: first.questionText });
    expect(second.id).not.toBe(first.id);
  });
});
