import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AskAiResponseSchema } from '../../../../sync/contract';
import type { Answer } from '../../../models';
import { clientUrl } from '../../../routes/customer/researchFixture';
import { conceptVector } from '../../../test/conceptEmbeddings';
import { createAnswer, createInterview, createProject } from '../../../test/factories';
import {
  type FakeOpenAi,
  type FakeReply,
  sendEmbeddings,
  startFakeOpenAi,
} from '../../../test/fakeOpenAi';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { chatAnswer, promptedIds } from './fakeReplies';

/**
 * Ask AI through the real route with the OpenAI provider and an embedding model: the
 * passages the model is shown come from full text and from meaning (hybrid retrieval),
 * and what it quotes is still checked against the stored answers.
 */
const CLIENT = 'Hybrid Capital';
const QUESTION = 'How are lenders handling carbon exposure?';

let t: TestApp;
let fake: FakeOpenAi;
let coal: Answer;
let exposure: Answer;
let hiring: Answer;

/** Embeddings from the concept model; chat quotes the coal answer when it is shown it. */
const openAi: FakeReply = (request, res) => {
  if (request.path.endsWith('/embeddings')) return sendEmbeddings(request, res, conceptVector);
  return chatAnswer((body) =>
    promptedIds(body).includes(coal.id)
      ? {
          coverage: 'answered',
          blocks: [{ kind: 'quote', text: coal.answerText, answerId: coal.id }],
        }
      : { coverage: 'not_in_interviews', blocks: [] },
  )(request, res);
};

beforeAll(async () => {
  fake = await startFakeOpenAi(openAi);
  t = await createTestApp({
    AI_PROVIDER: 'openai',
    OPENAI_API_KEY: 'sk-hybrid-test',
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_MODEL: 'gpt-hybrid-test',
    OPENAI_EMBEDDING_MODEL: 'concepts-1',
    OPENAI_TIMEOUT_MS: '2000',
    TRANSCRIPTION_PROVIDER: 'none',
  });
  const project = await createProject(t.db.knex, {
    client: CLIENT,
    baseQuestions: ['One?', 'Two?', 'Three?'],
  });
  const { questions } = await createInterview(t.db.knex, project, {
    company: 'Acme',
    status: 'completed',
  });
  coal = await createAnswer(
    t.db.knex,
    questions[0]!,
    'We cut financing to coal miners after the new emissions rules.',
  );
  exposure = await createAnswer(
    t.db.knex,
    questions[1]!,
    'Our exposure to currency swings grew this year.',
  );
  hiring = await createAnswer(
    t.db.knex,
    questions[2]!,
    'Hiring quants is hard because salaries keep climbing.',
  );
  // The indexer swept at start-up, before these answers existed; index them now.
  await t.services.jobs.send('embed', {});
  await t.services.jobs.onIdle();
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.received = [];
});

describe('Ask AI with embeddings (hybrid retrieval)', () => {
  it('shows the model an answer that shares no word with the question, and cites it', async () => {
    const agent = await t.asCustomerOf(CLIENT);
    const response = await agent.post(clientUrl(CLIENT, 'ask-ai')).send({ question: QUESTION });
    expect(response.status).toBe(200);
    const chat = fake.received.find((request) => request.path.endsWith('/chat/completions'))!;
    const shown = promptedIds(chat);
    // Full text alone finds only "exposure"; meaning adds the coal answer, which both
    // concepts of the question (lending, carbon) point to; hiring matches neither.
    expect(shown).toContain(coal.id);
    expect(shown).toContain(exposure.id);
    expect(shown).not.toContain(hiring.id);

    const result = AskAiResponseSchema.parse(response.body);
    expect(result.citations).toEqual([
      expect.objectContaining({ answerId: coal.id, quote: coal.answerText }),
    ]);
  });
});
