import type supertest from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AskAiResponseSchema, InsightSchema } from '../../../../sync/contract';
import {
  CLIENT_A,
  clientUrl,
  createResearchData,
  type ResearchData,
} from '../../../routes/customer/researchFixture';
import { type CapturedLogs, captureLogs } from '../../../test/capturedLogs';
import { type FakeOpenAi, sendApiError, startFakeOpenAi } from '../../../test/fakeOpenAi';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { chatAnswer, promptedIds, responsesAnswer } from './fakeReplies';
import { OpenAiProvider } from './provider';

/**
 * Ask AI and insights through the real routes, with AI_PROVIDER=openai: the app's own
 * services (createServices → createAiEngines) talk to a fake OpenAI over HTTP.
 */
const QUESTION_ERROR = 'Unable to process your question. Please try again.';

let t: TestApp;
let fake: FakeOpenAi;
let data: ResearchData;
let agent: supertest.Agent;
let logs: CapturedLogs;

beforeAll(async () => {
  fake = await startFakeOpenAi((_request, res) => sendApiError(res, 500, 'no reply set'));
  t = await createTestApp({
    AI_PROVIDER: 'openai',
    OPENAI_API_KEY: 'sk-route-test',
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_MODEL: 'gpt-route-test',
    OPENAI_TIMEOUT_MS: '500',
    OPENAI_EMBEDDING_MODEL: 'none',
    TRANSCRIPTION_PROVIDER: 'none',
  });
  data = await createResearchData(t.db.knex);
  agent = await t.asCustomerOf(CLIENT_A);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.received = [];
  logs = captureLogs();
});

const marcus = () => data.answersA['Marcus Lee']![0]!;
const askAnalyses = () => t.db.knex('analyses').where({ client: CLIENT_A, kind: 'ask-ai' });

describe('POST /api/customer/:client/ask-ai with AI_PROVIDER=openai', () => {
  it('offers web information: this provider can search the web', async () => {
    const response = await agent.get(`${clientUrl(CLIENT_A, 'ask-ai')}/options`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ webSearch: { available: true, reason: null } });
  });

  it('uses the OpenAI provider the configuration asks for', () => {
    expect(t.services.ai).toBeInstanceOf(OpenAiProvider);
  });

  it('answers {response, sources, usedWebSearch} with grounded quotes only', async () => {
    fake.reply = chatAnswer(() => ({
      coverage: 'answered',
      blocks: [
        { kind: 'text', text: 'Data quality is <b>the</b> obstacle.', answerId: null },
        {
          kind: 'quote',
          text: 'Data quality remains our biggest obstacle.',
          answerId: marcus().id,
        },
        { kind: 'quote', text: 'Data quality is no longer a problem.', answerId: marcus().id },
        { kind: 'quote', text: 'Made up entirely.', answerId: 'ans_invented' },
      ],
    }));
    const before = (await askAnalyses()).length;
    const response = await agent
      .post(clientUrl(CLIENT_A, 'ask-ai'))
      .send({ question: 'How do firms deal with data quality?', useWebSearch: false });

    expect(response.status).toBe(200);
    const result = AskAiResponseSchema.parse(response.body);
    expect(result).toEqual({
      coverage: 'answered',
      response:
        '<p>Data quality is &lt;b&gt;the&lt;/b&gt; obstacle.</p>\n<blockquote><p>“Data quality remains our biggest obstacle.”</p><footer>Marcus Lee, Summit Partners</footer></blockquote>',
      sources: [
        'Expert interview: Marcus Lee, Summit Partners, answering “How is your firm approaching ESG integration?”',
      ],
      usedWebSearch: false,
      citations: [
        {
          answerId: marcus().id,
          interviewId: marcus().interviewId,
          expertName: 'Marcus Lee',
          company: 'Summit Partners',
          questionText: 'How is your firm approaching ESG integration?',
          quote: 'Data quality remains our biggest obstacle.',
        },
      ],
    });
    expect(fake.received.map((request) => request.path)).toEqual(['/v1/chat/completions']);
    // The model only ever saw the client's retrieved answers.
    expect(promptedIds(fake.received[0]!)).toContain(marcus().id);
    expect(promptedIds(fake.received[0]!)).not.toContain(data.answerB.id);
    expect(await askAnalyses()).toHaveLength(before + 1);
  });

  it('says the interviews do not cover a question, with no sources', async () => {
    fake.reply = chatAnswer(() => ({ coverage: 'not_in_interviews', blocks: [] }));
    const response = await agent
      .post(clientUrl(CLIENT_A, 'ask-ai'))
      .send({ question: 'How do firms deal with data quality?' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      response: '<p>The expert interviews do not cover this question.</p>',
      coverage: 'not_in_interviews',
      sources: [],
      usedWebSearch: false,
      citations: [],
    });
  });

  it('searches the web when asked and lists the pages after the interviews', async () => {
    fake.reply = responsesAnswer(
      () => ({
        coverage: 'answered',
        blocks: [
          {
            kind: 'quote',
            text: 'Cloud costs are rising faster than we expected.',
            answerId: data.answersA['Marcus Lee']![1]!.id,
          },
          { kind: 'text', text: 'Public reports say cloud prices keep rising.', answerId: null },
        ],
      }),
      { citations: [{ url: 'https://news.example.com/cloud', title: 'Cloud' }] },
    );
    const response = await agent
      .post(clientUrl(CLIENT_A, 'ask-ai'))
      .send({ question: 'What is happening with cloud costs?', useWebSearch: true });

    expect(response.status).toBe(200);
    const result = AskAiResponseSchema.parse(response.body);
    expect(result.usedWebSearch).toBe(true);
    expect(result.sources).toEqual([
      expect.stringMatching(/^Expert interview: Marcus Lee, Summit Partners/),
      'https://news.example.com/cloud',
    ]);
    expect(result.response).toContain('<p>Public reports say cloud prices keep rising.</p>');
    expect(fake.received.map((request) => request.path)).toEqual(['/v1/responses']);
  });

  it('answers from the web, labelled as such, when the interviews do not cover a question', async () => {
    fake.reply = responsesAnswer(
      () => ({
        coverage: 'not_in_interviews',
        blocks: [
          {
            kind: 'text',
            text: 'The expert interviews do not cover this question.',
            answerId: null,
          },
          {
            kind: 'text',
            text: 'From the web: steel tariffs rose to 25% in 2025.',
            answerId: null,
          },
          // A quote from a not-covered answer is dropped, whatever the model sends.
          {
            kind: 'quote',
            text: 'Cloud costs are rising faster than we expected.',
            answerId: data.answersA['Marcus Lee']![1]!.id,
          },
        ],
      }),
      { citations: [{ url: 'https://news.example.com/steel', title: 'Steel' }] },
    );
    const response = await agent
      .post(clientUrl(CLIENT_A, 'ask-ai'))
      .send({ question: 'What do experts say about steel tariffs?', useWebSearch: true });

    expect(response.status).toBe(200);
    const result = AskAiResponseSchema.parse(response.body);
    expect(result).toMatchObject({
      coverage: 'not_in_interviews',
      usedWebSearch: true,
      citations: [],
      sources: ['https://news.example.com/steel'],
    });
    expect(result.response).toContain('<p>From the web: steel tariffs rose to 25% in 2025.</p>');
    expect(result.response).not.toContain('<blockquote>');
  });

  it.each([
    [503, 'answers 500', 'ai_unavailable', sendApiErrorReply(500)],
    [503, 'does not answer in time', 'ai_unavailable', () => {}],
    [502, 'answers with something that is not JSON', 'ai_bad_response', chatAnswer(() => 'Sure!')],
  ])(
    'answers %i with the spec message when the model %s, storing nothing',
    async (status, _case, code, reply) => {
      fake.reply = reply;
      const before = (await askAnalyses()).length;
      const response = await agent
        .post(clientUrl(CLIENT_A, 'ask-ai'))
        .set('Accept', 'text/plain')
        .send({ question: 'How do firms deal with data quality?' });

      expect(response.status).toBe(status);
      expect(response.headers['x-error-code']).toBe(code);
      expect(response.text).toBe(QUESTION_ERROR);
      expect(await askAnalyses()).toHaveLength(before);
      expect(logs.messagesOf('ai', 'warn')).toEqual([
        expect.stringMatching(/^openai answerQuestion failed: /),
      ]);
    },
  );
});

describe('a model call in progress', () => {
  it('does not hold the database: other requests finish while the model thinks', async () => {
    let release = () => {};
    const modelHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const notCovered = chatAnswer(() => ({ coverage: 'not_in_interviews', blocks: [] }));
    fake.reply = (request, res) => void modelHeld.then(() => notCovered(request, res));

    const asking = agent
      .post(clientUrl(CLIENT_A, 'ask-ai'))
      .send({ question: 'What about ESG?' })
      .then((response) => response);
    await vi.waitFor(() => expect(fake.received).toHaveLength(1));
    // On PGlite's single connection this read would wait for a route transaction held
    // across the model call, until the call timed out (500 ms here) and failed.
    const projects = await agent.get('/api/projects');
    expect(projects.status).toBe(200);
    release();
    expect((await asking).status).toBe(200);
  });
});

describe('POST /api/customer/:client/generate-insights with AI_PROVIDER=openai', () => {
  it('builds insights from the model’s summaries and counts sentiment from its labels', async () => {
    fake.reply = chatAnswer((body) => {
      const ids = promptedIds(body);
      switch (body.response_format.json_schema.name) {
        case 'topic_summary':
          return { title: 'A topic', consensus: null, disagreement: null, figures: [], quotes: [] };
        case 'themes':
          return { themes: [] };
        default:
          return {
            labels: ids.map((answerId, index) => ({
              answerId,
              sentiment: index === 0 ? 'negative' : 'positive',
            })),
          };
      }
    });
    const response = await agent.post(clientUrl(CLIENT_A, 'generate-insights')).send({});
    expect(response.status).toBe(200);
    const insights = InsightSchema.array().parse(response.body);
    expect(insights.map((insight) => insight.title)).toEqual(['A topic', 'A topic', 'A topic']);
    const trends = await t.db.knex('analyses').where({ client: CLIENT_A, kind: 'trends' }).first();
    // 8 real answers, one sentiment request: the first labelled negative.
    expect(trends.result.sentiment).toMatchObject({ positive: 7, neutral: 0, negative: 1 });
  });

  it('answers 503 with a clear message when the model is down, keeping the old insights', async () => {
    const before = await t.db.knex('insights').where({ client: CLIENT_A }).pluck('id');
    fake.reply = sendApiErrorReply(503);
    const response = await agent
      .post(clientUrl(CLIENT_A, 'generate-insights'))
      .set('Accept', 'text/plain')
      .send({});
    expect(response.status).toBe(503);
    expect(response.text).toBe('Unable to generate the analysis. Please try again.');
    expect(logs.messagesOf('ai', 'warn')).toContainEqual(
      expect.stringMatching(/^openai \w+ failed: .*503/),
    );
    expect(await t.db.knex('insights').where({ client: CLIENT_A }).pluck('id')).toEqual(before);
  });
});

function sendApiErrorReply(status: number) {
  return (_request: unknown, res: import('node:http').ServerResponse) =>
    sendApiError(res, status, 'The server had an error');
}
