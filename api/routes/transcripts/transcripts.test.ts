import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type InterviewQualityMap,
  InterviewQualityMapSchema,
  type InterviewTranscript,
  InterviewTranscriptSchema,
  SKIPPED_ANSWER,
} from '../../../sync/contract';
import { insertFollowup } from '../../commands/followupInserter';
import { Answer, type Interview, Project, type Question } from '../../models';
import { countQueries, createAnswer, createInterview } from '../../test/factories';
import {
  createDemoApp,
  type DemoApp,
  HARBOR_BANK,
  MERIDIAN_CAPITAL,
} from '../dashboard/demoFixture';

let demo: DemoApp;
/** A Meridian interview with recorded answers and a follow-up, beside the demo data. */
let recordedInterview: Interview;
let recordedQuestions: Question[];

beforeAll(async () => {
  demo = await createDemoApp();
  const knex = demo.t.db.knex;
  const project = await Project.query(knex).findById('prj_demo_esg').throwIfNotFound();
  ({ interview: recordedInterview, questions: recordedQuestions } = await createInterview(
    knex,
    project,
    { expertName: 'Rita Recorder', company: 'Northbridge Bank', status: 'in_progress' },
  ));
  const [q1, q2, q3, q4, q5] = recordedQuestions;
  const audio = (durationMs: number) => ({
    audioPath: `audio/${recordedInterview.id}/${durationMs}.webm`,
    audioMimeType: 'audio/webm',
    audioBytes: 1000,
    audioDurationMs: durationMs,
  });
  await Answer.query(knex).insert([
    {
      questionId: q1!.id,
      interviewId: recordedInterview.id,
      answerText:
        'We apply a 15 percent haircut to collateral in flood zones, following the NGFS scenarios, and review every large loan against them each quarter.',
      transcript:
        'we apply a fifteen percent haircut to collateral in flood zones following the n g f s scenarios and review every large loan against them each quarter',
      transcriptionStatus: 'done',
      ...audio(8_000),
    },
    {
      questionId: q2!.id,
      interviewId: recordedInterview.id,
      answerText: '',
      transcript: null,
      transcriptionStatus: 'failed',
      ...audio(30_000),
    },
    {
      questionId: q3!.id,
      interviewId: recordedInterview.id,
      answerText: 'Typed over a bad recording: the ECB guide drives our climate programme now.',
      transcript: '. .',
      transcriptionStatus: 'done',
      ...audio(20_000),
    },
    {
      questionId: q4!.id,
      interviewId: recordedInterview.id,
      answerText: '',
      transcript: null,
      transcriptionStatus: 'pending',
      ...audio(12_000),
    },
  ]);
  await knex.transaction((trx) =>
    insertFollowup(trx, {
      interviewId: recordedInterview.id,
      after: q1!,
      baseQuestionId: q1!.id,
      questionText: 'Which scenarios exactly?',
    }),
  );
  await createAnswer(knex, q5!, SKIPPED_ANSWER);
});
afterAll(() => demo.t.close());

async function transcript(interviewId: string, as: 'admin' | 'customer' = 'admin') {
  const response = await (await demo.as(as)).get(`/api/interviews/${interviewId}/transcript`);
  expect(response.status, response.text).toBe(200);
  return InterviewTranscriptSchema.parse(response.body);
}

const scores = (result: InterviewTranscript) =>
  result.questions.map((question) => question.answer?.quality.score ?? null);

describe('GET /api/interviews/:interviewId/transcript', () => {
  it('lists the questions in order with their stored answers', async () => {
    const result = await transcript('int_demo_esg_05', 'customer');
    expect(result.interview).toMatchObject({ id: 'int_demo_esg_05', client: MERIDIAN_CAPITAL });
    expect(result.questions.map((question) => question.orderIndex)).toEqual([0, 1, 2, 3, 4]);
    const stored = await demo.t.db
      .knex('answers')
      .where({ interview_id: 'int_demo_esg_05' })
      .orderBy('id');
    expect(result.questions.map((question) => question.answer!.answerText)).toEqual(
      stored.map((row: { answer_text: string }) => row.answer_text),
    );
    for (const question of result.questions) {
      expect(question).toMatchObject({ questionType: 'base', parentQuestionId: null });
      expect(question.answer).toMatchObject({
        transcript: null,
        transcriptionStatus: 'none',
        hasAudio: false,
        durationMs: null,
      });
    }
  });

  it('scores the deliberately vague answers lowest and flags their interviews for review', async () => {
    for (const [interviewId, vagueIndex] of [
      ['int_demo_esg_05', 0],
      ['int_demo_ai_05', 2],
    ] as const) {
      const result = await transcript(interviewId);
      const answerScores = scores(result) as number[];
      expect(answerScores[vagueIndex], interviewId).toBe(Math.min(...answerScores));
      expect(answerScores[vagueIndex], interviewId).toBeLessThan(25);
      expect(result.questions[vagueIndex]!.answer!.quality.reasons.map((r) => r.code)).toEqual([
        'vague',
      ]);
      expect(result.quality.flaggedForReview, interviewId).toBe(true);
      expect(result.quality.reasons).toContainEqual({
        code: 'vague_answers',
        message: '1 vague answer',
        flagsForReview: true,
      });
    }
  });

  it('does not flag a thorough interview', async () => {
    const result = await transcript('int_demo_esg_01');
    expect(result.quality).toMatchObject({ flaggedForReview: false, reasons: [], answers: 5 });
    expect(result.quality.score).toBeGreaterThanOrEqual(90);
  });

  it('shows a pending interview with no answers and no score', async () => {
    const result = await transcript('int_demo_ai_06');
    expect(result.questions.every((question) => question.answer === null)).toBe(true);
    expect(result.quality).toMatchObject({ score: null, flaggedForReview: false, answers: 0 });
  });

  it('reports recordings, follow-ups in place and unusable transcripts', async () => {
    const result = await transcript(recordedInterview.id);
    expect(result.questions.map((question) => question.questionType)).toEqual([
      'base',
      'followup',
      'base',
      'base',
      'base',
      'base',
    ]);
    expect(result.questions[1]).toMatchObject({
      questionText: 'Which scenarios exactly?',
      parentQuestionId: recordedQuestions[0]!.id,
      answer: null,
    });
    const [clean, , failed, typedOver, pending, skipped] = result.questions.map((q) => q.answer);
    expect(clean).toMatchObject({ hasAudio: true, durationMs: 8000, transcriptionStatus: 'done' });
    expect(clean!.quality.reasons).toEqual([]);
    expect(failed!.quality).toMatchObject({ score: 0 });
    expect(failed!.quality.reasons.map((r) => r.code)).toEqual(['transcription_failed']);
    expect(typedOver!.transcript).toBe('. .');
    expect(typedOver!.quality.reasons.map((r) => r.code)).toContain('empty_transcript');
    expect(pending!.quality).toEqual({
      score: null,
      words: 0,
      reasons: [
        { code: 'transcript_pending', message: 'Transcript pending', flagsForReview: false },
      ],
    });
    expect(skipped!.quality.reasons.map((r) => r.code)).toEqual(['skipped']);
    expect(result.quality.flaggedForReview).toBe(true);
    expect(result.quality.reasons).toContainEqual({
      code: 'low_quality_transcripts',
      message: '2 recordings with an unusable transcript',
      flagsForReview: true,
    });
    // The pending answer is left out of the mean; the failed one and the skip count 0.
    const scored = [clean, failed, typedOver, skipped].map((answer) => answer!.quality.score!);
    expect(result.quality.score).toBe(
      Math.round(scored.reduce((sum, score) => sum + score, 0) / scored.length),
    );
  });

  it('is 404 for an interview that does not exist', async () => {
    const response = await (await demo.as('admin')).get('/api/interviews/int_nope/transcript');
    expect(response.status).toBe(404);
    expect(response.text).toBe('Interview not found');
  });

  it("is refused to another client's customer and to experts, even the interview's own", async () => {
    for (const username of ['customer2', 'expert'] as const) {
      const response = await (await demo.as(username)).get(
        '/api/interviews/int_demo_esg_01/transcript',
      );
      expect(response.status, username).toBe(403);
      expect(response.text).not.toContain('Northbridge');
    }
  });
});

describe('GET /api/interviews/quality', () => {
  async function qualityMap(as: 'admin' | 'customer' | 'customer2', query = {}) {
    const response = await (await demo.as(as)).get('/api/interviews/quality').query(query);
    expect(response.status, response.text).toBe(200);
    return InterviewQualityMapSchema.parse(response.body);
  }

  const clientOf = async (map: InterviewQualityMap) =>
    new Set(
      await demo.t.db.knex('interviews').whereIn('id', Object.keys(map)).distinct().pluck('client'),
    );

  it('gives every interview the score and flag its transcript shows', async () => {
    const map = await qualityMap('admin');
    const all = await demo.t.db.knex('interviews').pluck('id');
    expect(Object.keys(map).sort()).toEqual([...all].sort());
    for (const id of [
      'int_demo_esg_05',
      'int_demo_ai_05',
      'int_demo_esg_01',
      recordedInterview.id,
    ]) {
      const { quality } = await transcript(id);
      expect(map[id], id).toEqual({
        score: quality.score,
        flaggedForReview: quality.flaggedForReview,
      });
    }
    const flagged = Object.keys(map)
      .filter((id) => map[id]!.flaggedForReview)
      .sort();
    expect(flagged).toEqual(['int_demo_ai_05', 'int_demo_esg_05', recordedInterview.id].sort());
  });

  it('follows an answer changed after its quality was stored', async () => {
    const id = 'int_demo_esg_01';
    expect((await qualityMap('admin'))[id]).toMatchObject({ flaggedForReview: false });
    const knex = demo.t.db.knex;
    const answer = await knex('answers').where({ interview_id: id }).first();
    await knex('answers').where({ id: answer.id }).update({ answer_text: 'Not sure.' });
    try {
      const { quality } = await transcript(id);
      expect(quality.flaggedForReview).toBe(true);
      expect((await qualityMap('admin'))[id]).toEqual({
        score: quality.score,
        flaggedForReview: true,
      });
    } finally {
      await knex('answers').where({ id: answer.id }).update({ answer_text: answer.answer_text });
    }
    expect((await qualityMap('admin'))[id]).toMatchObject({ flaggedForReview: false });
  });

  it("shows a customer only their own client's interviews", async () => {
    expect(await clientOf(await qualityMap('customer'))).toEqual(new Set([MERIDIAN_CAPITAL]));
    expect(await clientOf(await qualityMap('customer2'))).toEqual(new Set([HARBOR_BANK]));
    const other = await (await demo.as('customer2'))
      .get('/api/interviews/quality')
      .query({ client: MERIDIAN_CAPITAL });
    expect(other.status).toBe(403);
    const otherProject = await (await demo.as('customer2'))
      .get('/api/interviews/quality')
      .query({ projectId: 'prj_demo_esg' });
    expect(otherProject.status).toBe(403);
  });

  it('narrows to a project, 404 for an unknown one, 400 for an unknown parameter', async () => {
    const map = await qualityMap('admin', { projectId: 'prj_demo_ai_adoption' });
    expect(Object.keys(map).sort()).toEqual(
      (
        await demo.t.db.knex('interviews').where({ project_id: 'prj_demo_ai_adoption' }).pluck('id')
      ).sort(),
    );
    const admin = await demo.as('admin');
    const missing = await admin.get('/api/interviews/quality').query({ projectId: 'prj_nope' });
    expect([missing.status, missing.text]).toEqual([404, 'Project not found']);
    const unknown = await admin.get('/api/interviews/quality').query({ page: '2' });
    expect([unknown.status, unknown.text]).toEqual([400, 'Unknown field: page']);
  });

  it('gives the quality of the interviews named in ids, and none the caller may not read', async () => {
    const mine = ['int_demo_esg_05', 'int_demo_esg_01'];
    const full = await qualityMap('admin');
    const named = await qualityMap('customer', { ids: [...mine, 'int_demo_hb_reg_01'].join(',') });
    // Harbor Bank's interview is not Meridian Capital's customer's to read: left out, not refused.
    expect(named).toEqual(Object.fromEntries(mine.sort().map((id) => [id, full[id]])));
    const repeated = await (await demo.as('admin'))
      .get('/api/interviews/quality')
      .query('ids=int_demo_esg_05&ids=int_demo_esg_01');
    expect(repeated.body).toEqual(named);
    expect(await qualityMap('admin', { ids: 'int_nope' })).toEqual({});
  });

  it('refuses ids that name no interview or too many, and says so', async () => {
    const admin = await demo.as('admin');
    const message = 'ids must name 1 to 200 interviews, separated by commas';
    for (const ids of ['', ' , ', Array.from({ length: 201 }, (_, n) => `int_${n}`).join(',')]) {
      const response = await admin.get('/api/interviews/quality').query({ ids });
      expect([response.status, response.text], ids.slice(0, 20)).toEqual([400, message]);
    }
  });

  it('pages through every interview in scope with limit and cursor', async () => {
    const admin = await demo.as('admin');
    const full = await qualityMap('admin');
    const seen: Record<string, unknown> = {};
    let cursor: string | undefined;
    let pages = 0;
    do {
      const response = await admin
        .get('/api/interviews/quality')
        .query({ limit: '7', ...(cursor ? { cursor } : {}) });
      expect(response.status, response.text).toBe(200);
      expect(response.body.items.length).toBeLessThanOrEqual(7);
      for (const { interviewId, ...quality } of response.body.items) seen[interviewId] = quality;
      cursor = response.body.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(Math.ceil(Object.keys(full).length / 7));
    expect(seen).toEqual(full);
  });

  it('gives a next cursor while more follow, and refuses a cursor it did not give', async () => {
    const admin = await demo.as('admin');
    const first = await admin.get('/api/interviews/quality').query({ limit: '2' });
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const bad = await admin.get('/api/interviews/quality').query({ cursor: 'zzz' });
    expect(bad.status).toBe(400);
    expect(bad.text).toMatch(/^cursor is not valid/);
  });

  it('costs the same number of queries for every interview as for one project', async () => {
    const admin = await demo.as('admin');
    const all = await countQueries(demo.t.db.knex, () => admin.get('/api/interviews/quality'));
    const one = await countQueries(demo.t.db.knex, () =>
      admin.get('/api/interviews/quality').query({ client: HARBOR_BANK }),
    );
    expect(all).toBe(one);
  });
});
