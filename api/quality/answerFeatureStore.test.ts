import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFollowupAdvisor } from '../ai/followups/local';
import { submitAnswer } from '../commands/answerSubmitter';
import { transcribeTask } from '../jobs/transcribe';
import { Answer, type Question } from '../models';
import type { FileStore } from '../storage/fileStore';
import { createAnswer, createInterview, createProject, whileListening } from '../test/factories';
import { createTestApp, type TestApp } from '../test/testApp';
import type { TranscriptionProvider } from '../transcription/provider';
import { storeAnswerFeatures } from './answerFeatureStore';
import { ANSWER_ANALYSIS_VERSION, analyseAnswer } from './answerFeatures';

const SPECIFIC =
  'We moved 40 percent of our deposits into the Treasury sweep product after Basel III, and our ESG integration team grew.';
const SPOKEN = 'Our ESG integration work doubled in 2024 under the new PCAF standard.';

let t: TestApp;
let knex: Knex;
let questions: Question[];
const client = 'Feature Capital';

beforeAll(async () => {
  t = await createTestApp({ TRANSCRIPTION_PROVIDER: 'none' });
  knex = t.db.knex;
  const project = await createProject(knex, { client });
  ({ questions } = await createInterview(knex, project, { status: 'in_progress' }));
});
afterAll(() => t.close());

/** The stored row of an answer, in AnswerFeatures' shape; undefined when there is none. */
async function storedFeatures(answerId: string) {
  const row = await knex('answer_features').where({ answer_id: answerId }).first();
  if (!row) return undefined;
  expect(row.analysis_version).toBe(ANSWER_ANALYSIS_VERSION);
  return {
    score: row.score,
    words: row.words,
    vague: row.vague,
    skipped: row.skipped,
    hasText: row.has_text,
    specific: row.specific,
    transcriptJudged: row.transcript_judged,
    lowQualityTranscript: row.low_quality_transcript,
    sentiment: row.sentiment,
    terms: row.terms,
  };
}

const typed = (text: string) => ({
  text,
  transcript: null,
  transcriptionStatus: 'none' as const,
  hasAudio: false,
  durationMs: null,
});

/** The most answer texts any one read during `work` returned. */
async function largestReadOfTexts(work: () => Promise<unknown>): Promise<number> {
  let largest = 0;
  const readRows = (response: unknown) => {
    if (
      Array.isArray(response) &&
      response.some((row) => typeof row === 'object' && row !== null && 'text' in row)
    ) {
      largest = Math.max(largest, response.length);
    }
  };
  await whileListening(knex, 'query-response', readRows, work);
  return largest;
}

async function awaitingAnalysis(answerId: string): Promise<boolean> {
  const row = await knex('answers_awaiting_analysis').where({ answer_id: answerId }).first();
  return row !== undefined;
}

async function dashboardVersion(): Promise<number> {
  const row = await knex('dashboard_versions').where({ client }).first();
  return Number(row?.version ?? 0);
}

describe('stored answer features', () => {
  it('are written when an answer is submitted, which never waits for analysis', async () => {
    const { answer, listedForAnalysis } = await knex.transaction(async (trx) => {
      const submitted = await submitAnswer(
        trx,
        {
          interviewId: questions[0]!.interviewId,
          questionId: questions[0]!.id,
          answerText: SPECIFIC,
          audio: null,
        },
        new LocalFollowupAdvisor(),
      );
      // Rows the transaction wrote to the list, even ones it took off again.
      const { rows } = await trx.raw<{ rows: { n_tup_ins: string }[] }>(
        `select n_tup_ins from pg_stat_xact_user_tables where relname = 'answers_awaiting_analysis'`,
      );
      return { ...submitted, listedForAnalysis: Number(rows[0]?.n_tup_ins ?? 0) };
    });
    expect(listedForAnalysis).toBe(0);
    expect(await awaitingAnalysis(answer.id)).toBe(false);
    const features = await storedFeatures(answer.id);
    expect(features).toEqual(analyseAnswer(typed(SPECIFIC)));
    expect(features).toMatchObject({ hasText: true, specific: true, skipped: false });
    expect(features!.terms).toEqual(expect.arrayContaining(['esg', 'integr']));
  });

  it('are written when a recording is transcribed', async () => {
    const answer = await Answer.query(knex).insertAndFetch({
      questionId: questions[1]!.id,
      interviewId: questions[1]!.interviewId,
      answerText: '',
      audioPath: 'answers/recording.webm',
      audioMimeType: 'audio/webm',
      audioDurationMs: 5_000,
      transcriptionStatus: 'pending',
    });
    // Saved without text: nothing to read yet but that it waits for its transcript.
    await storeAnswerFeatures(knex, { answerIds: [answer.id] });
    expect(await storedFeatures(answer.id)).toMatchObject({ hasText: false, terms: [] });

    const provider = {
      name: 'local',
      available: true,
      transcribe: async () => ({ text: SPOKEN, confidence: 0.9 }),
    } as unknown as TranscriptionProvider;
    const files = {
      withLocalCopy: (key: string, use: (path: string) => Promise<unknown>) => use(key),
    } as unknown as FileStore;
    const sent: string[] = [];
    const jobs = {
      send: async (kind: string) => {
        sent.push(kind);
        return null;
      },
    };
    await transcribeTask({ knex, provider, files, concurrency: 1 }).run(
      { answerId: answer.id },
      { id: 'job', attempt: 1, lastAttempt: false },
      jobs,
    );
    expect(sent).toContain('followup');
    const features = await storedFeatures(answer.id);
    expect(features).toEqual(
      analyseAnswer({
        text: SPOKEN,
        transcript: SPOKEN,
        transcriptionStatus: 'done',
        hasAudio: true,
        durationMs: 5_000,
        transcriptConfidence: 0.9,
      }),
    );
    expect(features).toMatchObject({ hasText: true, transcriptJudged: true });
  });

  it('are dropped when the text changes, and written again from the new text', async () => {
    const answer = await Answer.query(knex).findOne({ question_id: questions[0]!.id });
    const before = await dashboardVersion();
    await Answer.query(knex).findById(answer!.id).patch({ answerText: 'Fine.' });
    expect(await storedFeatures(answer!.id)).toBeUndefined();
    expect(await dashboardVersion()).toBeGreaterThan(before);

    expect(await storeAnswerFeatures(knex, { client })).toBe(1);
    expect(await storedFeatures(answer!.id)).toEqual(analyseAnswer(typed('Fine.')));
    // Nothing left to analyse: a second pass stores nothing.
    expect(await storeAnswerFeatures(knex, { client })).toBe(0);
  });

  it('read the texts of missing answers a batch at a time, and store every one', async () => {
    const batchClient = 'Batch Capital';
    const project = await createProject(knex, {
      client: batchClient,
      baseQuestions: ['One?', 'Two?', 'Three?', 'Four?', 'Five?'],
    });
    const { questions: batchQuestions } = await createInterview(knex, project);
    const answers = await Promise.all(
      batchQuestions.map((question, index) => createAnswer(knex, question, `Answer ${index}.`)),
    );
    const largestTextRead = await largestReadOfTexts(() =>
      expect(storeAnswerFeatures(knex, { client: batchClient }, 2)).resolves.toBe(5),
    );
    expect(largestTextRead).toBe(2);
    for (const [index, answer] of answers.entries()) {
      expect(await storedFeatures(answer.id)).toEqual(analyseAnswer(typed(`Answer ${index}.`)));
    }
  });

  it('are found from the list of answers awaiting analysis, kept by triggers', async () => {
    const [question] = (await createInterview(knex, await createProject(knex, { client })))
      .questions;
    const answer = await createAnswer(knex, question!, 'Listed on insert.');
    expect(await awaitingAnalysis(answer.id)).toBe(true);
    expect(await storeAnswerFeatures(knex, { answerIds: [answer.id] })).toBe(1);
    expect(await awaitingAnalysis(answer.id)).toBe(false);

    await Answer.query(knex).findById(answer.id).patch({ answerText: 'Listed again on change.' });
    expect(await awaitingAnalysis(answer.id)).toBe(true);
    expect(await storeAnswerFeatures(knex, { answerIds: [answer.id] })).toBe(1);
    expect(await storedFeatures(answer.id)).toEqual(
      analyseAnswer(typed('Listed again on change.')),
    );
  });

  it('are written again where an older analysis wrote them', async () => {
    const [question] = (await createInterview(knex, await createProject(knex, { client })))
      .questions;
    const answer = await createAnswer(knex, question!, 'Analysed by version one.');
    await storeAnswerFeatures(knex, { answerIds: [answer.id] });
    await knex('answer_features')
      .where({ answer_id: answer.id })
      .update({ analysis_version: ANSWER_ANALYSIS_VERSION - 1, words: 0 });

    expect(await storeAnswerFeatures(knex, { client })).toBe(1);
    expect(await storedFeatures(answer.id)).toEqual(
      analyseAnswer(typed('Analysed by version one.')),
    );
  });

  it("raise the client's dashboard version once per change, not per row", async () => {
    const before = await dashboardVersion();
    await knex('interviews').where({ client }).update({ status: 'completed' });
    expect(await dashboardVersion()).toBe(before + 1);
    await knex('questions')
      .whereIn(
        'id',
        questions.map((question) => question.id),
      )
      .update({ question_text: 'What changed?' });
    expect(await dashboardVersion()).toBe(before + 2);
  });
});
