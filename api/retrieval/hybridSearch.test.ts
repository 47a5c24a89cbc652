import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SKIPPED_ANSWER } from '../../sync/contract';
import { OpenAiProvider } from '../ai/providers/openai/provider';
import { embedPendingAnswers } from '../jobs/embed';
import { Answer } from '../models';
import { captureLogs } from '../test/capturedLogs';
import { conceptVector } from '../test/conceptEmbeddings';
import { createAnswer, createInterview, createProject } from '../test/factories';
import {
  type FakeOpenAi,
  jsonBody,
  sendApiError,
  sendEmbeddings,
  startFakeOpenAi,
} from '../test/fakeOpenAi';
import { createTestApp, type TestApp } from '../test/testApp';
import type { TextEmbedder } from './answerEmbeddings';
import { fuseRankings, hybridAnswersForQuestion } from './hybridSearch';
import { answersForQuestion } from './questionQuery';
import type { AnswerPassage } from './types';

const CLIENT = 'Hybrid Capital';
const TEXTS = {
  coal: 'We cut financing to coal miners after the new emissions rules.',
  cloud: 'Our move to cloud servers halved the run time of risk models.',
  exposure: 'Our exposure to currency swings grew this year.',
  hiring: 'Hiring quants is hard because salaries keep climbing.',
};
// 'fossil' shares no word, stem or synonym with the coal answer; only meaning joins them.
const QUESTION = 'How are lenders handling fossil exposure?';

let t: TestApp;
let fake: FakeOpenAi;
let answers: Record<keyof typeof TEXTS, Answer>;
let skipped: Answer;

beforeAll(async () => {
  fake = await startFakeOpenAi((request, res) => sendEmbeddings(request, res, conceptVector));
  t = await createTestApp();
  const project = await createProject(t.db.knex, {
    client: CLIENT,
    baseQuestions: ['One?', 'Two?', 'Three?', 'Four?', 'Five?'],
  });
  const { questions } = await createInterview(t.db.knex, project, { company: 'Acme' });
  const entries = Object.entries(TEXTS) as [keyof typeof TEXTS, string][];
  answers = {} as typeof answers;
  for (const [index, [key, text]] of entries.entries()) {
    answers[key] = await createAnswer(t.db.knex, questions[index]!, text);
  }
  skipped = await createAnswer(t.db.knex, questions[4]!, SKIPPED_ANSWER);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.received = [];
  fake.reply = (request, res) => sendEmbeddings(request, res, conceptVector);
});

const embedder = (): TextEmbedder =>
  new OpenAiProvider({
    apiKey: 'sk-test',
    baseURL: fake.baseURL,
    model: 'gpt-test',
    embeddingModel: 'concepts-1',
    timeoutMs: 2_000,
  }).embedder!;

const scope = { clients: [CLIENT] };
const ids = (passages: readonly AnswerPassage[]) => passages.map((passage) => passage.answerId);
const stored = () =>
  t.db.knex('answer_embeddings').orderBy('answer_id').select('answer_id', 'model', 'embedding');

// The embed job that runs this sweep in the app: api/ai/providers/openai/hybridAskAi.test.ts.
describe('embedPendingAnswers', () => {
  it('embeds every real answer in bounded batches and stores unit vectors', async () => {
    const sweep = () => embedPendingAnswers(t.db.knex, embedder(), 3);
    expect(await sweep()).toBe(4);
    expect(fake.received.map((request) => (jsonBody(request).input as string[]).length)).toEqual([
      3, 1,
    ]);
    const rows = await stored();
    expect(rows.map((row) => row.answer_id).sort()).toEqual(
      Object.values(answers)
        .map((answer) => answer.id)
        .sort(),
    );
    expect(rows.map((row) => row.answer_id)).not.toContain(skipped.id);
    const coal = rows.find((row) => row.answer_id === answers.coal.id)!;
    expect(coal.model).toBe('concepts-1');
    // [1, 2, 0, 0] scaled to length 1.
    expect(coal.embedding.map((value: number) => Number(value.toFixed(6)))).toEqual([
      0.447214, 0.894427, 0, 0,
    ]);

    // Nothing new: no request at all.
    fake.received = [];
    expect(await sweep()).toBe(0);
    expect(fake.received).toHaveLength(0);
  });

  it('embeds an answer again when its text changes, e.g. when a transcript arrives', async () => {
    const sweep = () => embedPendingAnswers(t.db.knex, embedder());
    await sweep();
    const text = 'Hiring quants is hard; talent costs a lot and our staff churn is high.';
    await Answer.query(t.db.knex).findById(answers.hiring.id).patch({ answerText: text });
    fake.received = [];
    expect(await sweep()).toBe(1);
    expect(jsonBody(fake.received[0]!).input).toEqual([text]);
    await Answer.query(t.db.knex).findById(answers.hiring.id).patch({ answerText: TEXTS.hiring });
    await sweep();
  });

  it('ends a sweep on a failing service and catches up on the next one', async () => {
    await t.db.knex('answer_embeddings').delete();
    fake.reply = (_request, res) => sendApiError(res, 503, 'Overloaded');
    const sweep = () => embedPendingAnswers(t.db.knex, embedder());
    await expect(sweep()).rejects.toMatchObject({ status: 503, code: 'ai_unavailable' });
    expect(await stored()).toEqual([]);

    fake.reply = (request, res) => sendEmbeddings(request, res, conceptVector);
    expect(await sweep()).toBe(4);
  });

  it('deletes an answer’s embedding with the answer', async () => {
    const project = await createProject(t.db.knex, { client: 'Gone Ltd', baseQuestions: ['Q?'] });
    const { questions } = await createInterview(t.db.knex, project);
    const answer = await createAnswer(t.db.knex, questions[0]!, 'Credit lines shrank.');
    await embedPendingAnswers(t.db.knex, embedder());
    expect(await t.db.knex('answer_embeddings').where({ answer_id: answer.id })).toHaveLength(1);
    await t.db.knex('projects').where({ id: project.id }).delete();
    expect(await t.db.knex('answer_embeddings').where({ answer_id: answer.id })).toHaveLength(0);
  });
});

describe('hybridAnswersForQuestion', () => {
  beforeAll(async () => {
    await embedPendingAnswers(t.db.knex, embedder());
  });

  it('finds an answer that means the same thing but shares no word with the question', async () => {
    const lexical = await answersForQuestion(t.db.knex, scope, QUESTION);
    expect(ids(lexical)).toEqual([answers.exposure.id]);

    const hybrid = await hybridAnswersForQuestion(t.db.knex, scope, QUESTION, embedder());
    // Each list ranks one answer first, so they tie; the full-text list breaks the tie.
    expect(ids(hybrid)).toEqual([answers.exposure.id, answers.coal.id]);
    expect(hybrid[0]!.rank).toBeCloseTo(1 / 61);
    expect(hybrid[1]).toMatchObject({ company: 'Acme', client: CLIENT, text: TEXTS.coal });
    expect(hybrid[1]).not.toHaveProperty('similarity');
    expect(jsonBody(fake.received[0]!).input).toEqual([QUESTION]);
  });

  it('ranks an answer both searches find above those only one finds', async () => {
    const hybrid = await hybridAnswersForQuestion(
      t.db.knex,
      scope,
      'Which lenders cut coal financing?',
      embedder(),
    );
    expect(ids(hybrid)[0]).toBe(answers.coal.id);
    expect(ids(hybrid)).not.toContain(answers.hiring.id);
  });

  it('leaves out answers below the similarity floor', async () => {
    const hybrid = await hybridAnswersForQuestion(
      t.db.knex,
      scope,
      'What about salaries?',
      embedder(),
    );
    expect(ids(hybrid)).toEqual([answers.hiring.id]);
  });

  it('is the full-text result without an embedder, without embeddings, or when embedding fails', async () => {
    const lexical = await answersForQuestion(t.db.knex, scope, QUESTION);
    expect(await hybridAnswersForQuestion(t.db.knex, scope, QUESTION, null)).toEqual(lexical);

    const otherModel: TextEmbedder = { model: 'never-indexed', embed: vi.fn() };
    expect(await hybridAnswersForQuestion(t.db.knex, scope, QUESTION, otherModel)).toEqual(lexical);
    expect(otherModel.embed).not.toHaveBeenCalled();

    fake.reply = (_request, res) => sendApiError(res, 500, 'Down');
    const logs = captureLogs();
    expect(await hybridAnswersForQuestion(t.db.knex, scope, QUESTION, embedder())).toEqual(lexical);
    expect(logs.messagesOf('retrieval', 'warn')).toContainEqual(
      expect.stringMatching(
        /^could not embed the question; full-text results only: .*answered 500/,
      ),
    );
  });

  it("never returns another client's answers", async () => {
    const hybrid = await hybridAnswersForQuestion(
      t.db.knex,
      { clients: ['Nobody Inc'] },
      QUESTION,
      embedder(),
    );
    expect(hybrid).toEqual([]);
  });
});

describe('fuseRankings', () => {
  const passage = (answerId: string) => ({ answerId }) as AnswerPassage;
  it('sums reciprocal ranks, keeps first-seen order on ties, and cuts at the limit', () => {
    const fused = fuseRankings(
      [
        [passage('a'), passage('b'), passage('c')],
        [passage('c'), passage('d')],
      ],
      3,
    );
    expect(fused.map((p) => p.answerId)).toEqual(['c', 'a', 'b']);
    expect(fused[0]!.rank).toBeCloseTo(1 / 63 + 1 / 61);
  });
});
