import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { type CapturedLogs, captureLogs } from '../../../test/capturedLogs';
import {
  chatCompletion,
  type FakeOpenAi,
  jsonBody,
  sendApiError,
  sendEmbeddings,
  sendJson,
  startFakeOpenAi,
} from '../../../test/fakeOpenAi';
import { NO_EVIDENCE, testPassage } from '../../../test/passages';
import { groundDraft, indexPassages, NOT_COVERED } from '../../grounding';
import { createAiEngines } from '../../registry';
import { LocalAiProvider } from '../local';
import { AiProviderError } from './errors';
import { type ChatBody, chatAnswer, promptedIds, responsesAnswer } from './fakeReplies';
import { OpenAiProvider } from './provider';

const passages = [
  testPassage(
    'ans_a',
    'Northwind Bank',
    'Data quality remains our biggest obstacle. We fixed it slowly.',
  ),
  testPassage('ans_b', 'Summit Partners', 'Cloud costs are rising faster than we expected.'),
  testPassage(
    'ans_c',
    'Crestline Capital',
    'Data quality problems made the pilot hard to evaluate.',
  ),
];
const question = 'How do firms deal with data quality?';
const QUESTION_ERROR = 'Unable to process your question. Please try again.';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi((_request, res) => sendApiError(res, 500, 'no reply set'));
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.received = [];
});
// Failures are logged by design; checked where it matters.
let logs: CapturedLogs;
beforeEach(() => {
  logs = captureLogs();
});

const provider = (timeoutMs = 5_000) =>
  new OpenAiProvider({
    apiKey: 'sk-test-key',
    baseURL: fake.baseURL,
    model: 'gpt-analysis-test',
    embeddingModel: 'embed-test',
    timeoutMs,
  });

const groundedAnswer = {
  coverage: 'answered',
  blocks: [
    { kind: 'text', text: 'Two companies call data quality their main problem.', answerId: null },
    { kind: 'quote', text: 'Data quality remains our biggest obstacle.', answerId: 'ans_a' },
    // Not what the passage says: grounding must drop it.
    { kind: 'quote', text: 'Data quality is solved for good.', answerId: 'ans_c' },
    { kind: 'note', text: 'Only three answers speak to this.', answerId: null },
  ],
};

describe('OpenAiProvider.answerQuestion', () => {
  it('asks for a structured answer over the passages and returns its blocks', async () => {
    fake.reply = chatAnswer(() => groundedAnswer);
    const draft = await provider().answerQuestion({
      question,
      passages,
      useWebSearch: false,
      evidence: NO_EVIDENCE,
    });

    expect(draft).toEqual({
      coverage: 'answered',
      blocks: [
        { kind: 'text', text: 'Two companies call data quality their main problem.' },
        { kind: 'quote', answerId: 'ans_a', quote: 'Data quality remains our biggest obstacle.' },
        { kind: 'quote', answerId: 'ans_c', quote: 'Data quality is solved for good.' },
        { kind: 'note', text: 'Only three answers speak to this.' },
      ],
    });
    expect(fake.received).toHaveLength(1);
    const sent = fake.received[0]!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer sk-test-key');
    const body = jsonBody(sent) as unknown as ChatBody;
    expect(body.model).toBe('gpt-analysis-test');
    expect(body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'interview_answer',
        strict: true,
        schema: { required: ['coverage', 'blocks'], additionalProperties: false },
      },
    });
    expect(promptedIds(body)).toEqual(['ans_a', 'ans_b', 'ans_c']);
    const prompt = body.messages[1]!.content;
    expect(prompt).toContain(`Question: ${question}`);
    expect(prompt).toContain('Company: Northwind Bank');
    expect(prompt).toContain(passages[0]!.text);
    // The model needs the company, not the person.
    expect(prompt).not.toContain('Expert ans_a');
  });

  it('keeps the verbatim quote and drops the invented one once grounded', async () => {
    fake.reply = chatAnswer(() => groundedAnswer);
    const draft = await provider().answerQuestion({
      question,
      passages,
      useWebSearch: false,
      evidence: NO_EVIDENCE,
    });
    const grounded = groundDraft(draft, indexPassages(passages));
    expect(grounded.citations.map((c) => [c.answerId, c.quote])).toEqual([
      ['ans_a', 'Data quality remains our biggest obstacle.'],
    ]);
    expect(grounded.draft.blocks.map((b) => b.kind)).toEqual(['text', 'quote', 'note']);
  });

  it('says the interviews do not cover a question the passages do not address', async () => {
    fake.reply = chatAnswer(() => ({ coverage: 'not_in_interviews', blocks: [] }));
    const draft = await provider().answerQuestion({
      question: 'What about quantum computing?',
      passages,
      useWebSearch: false,
      evidence: NO_EVIDENCE,
    });
    expect(draft).toEqual({
      coverage: 'not_in_interviews',
      blocks: [{ kind: 'text', text: NOT_COVERED }],
    });
  });

  it('does not call the model when nothing was retrieved and the web is not wanted', async () => {
    const draft = await provider().answerQuestion({
      question,
      passages: [],
      useWebSearch: false,
      evidence: NO_EVIDENCE,
    });
    expect(draft).toEqual({
      coverage: 'not_in_interviews',
      blocks: [{ kind: 'text', text: NOT_COVERED }],
    });
    expect(fake.received).toHaveLength(0);
  });

  it('searches the web through the Responses API and returns the http(s) pages consulted', async () => {
    fake.reply = responsesAnswer(
      () => ({
        coverage: 'answered',
        blocks: [
          {
            kind: 'quote',
            text: 'Cloud costs are rising faster than we expected.',
            answerId: 'ans_b',
          },
          {
            kind: 'text',
            text: 'Public reports say cloud prices rose 12% in 2025.',
            answerId: null,
          },
        ],
      }),
      {
        citations: [
          { url: 'https://news.example.com/cloud-prices', title: 'Cloud prices' },
          { url: 'javascript:alert(1)', title: 'Not a page' },
        ],
        searchSources: [
          'https://news.example.com/cloud-prices',
          'http://analyst.example.org/report',
          'ftp://files.example.org/x',
        ],
      },
    );
    const draft = await provider().answerQuestion({
      question: 'What is happening with cloud costs?',
      passages,
      useWebSearch: true,
      evidence: NO_EVIDENCE,
    });

    expect(draft.webSources).toEqual([
      'https://news.example.com/cloud-prices',
      'http://analyst.example.org/report',
    ]);
    expect(draft.blocks).toContainEqual({
      kind: 'text',
      text: 'Public reports say cloud prices rose 12% in 2025.',
    });
    const sent = fake.received[0]!;
    expect(sent.path).toBe('/v1/responses');
    const body = jsonBody(sent) as {
      model: string;
      tools: { type: string }[];
      include: string[];
      instructions: string;
      input: string;
      text: { format: { type: string; name: string; strict: boolean } };
    };
    expect(body.tools).toEqual([{ type: 'web_search' }]);
    expect(body.include).toEqual(['web_search_call.action.sources']);
    expect(body.text.format).toMatchObject({
      type: 'json_schema',
      name: 'interview_answer',
      strict: true,
    });
    expect(body.instructions).toContain('search the web');
    expect(body.input).toContain('[Passage ans_b]');
  });

  it.each([
    ['times out', () => {}, 503, 'ai_unavailable', /did not answer within 200 ms/],
    [
      'answers 500',
      (_q: unknown, res: import('node:http').ServerResponse) =>
        sendApiError(res, 500, 'The server had an error'),
      503,
      'ai_unavailable',
      /answered 500/,
    ],
    [
      'answers 429',
      (_q: unknown, res: import('node:http').ServerResponse) =>
        sendApiError(res, 429, 'Rate limit reached'),
      503,
      'ai_unavailable',
      /answered 429/,
    ],
    [
      'rejects the key (401)',
      (_q: unknown, res: import('node:http').ServerResponse) =>
        sendApiError(res, 401, 'Incorrect API key provided'),
      502,
      'ai_bad_response',
      /refused the request with 401/,
    ],
    [
      'answers with text that is not JSON',
      (_q: unknown, res: import('node:http').ServerResponse) =>
        sendJson(res, 200, chatCompletion('Sure! Data quality is hard.')),
      502,
      'ai_bad_response',
      /not JSON/,
    ],
    [
      'answers off the schema',
      (_q: unknown, res: import('node:http').ServerResponse) =>
        sendJson(res, 200, chatCompletion(JSON.stringify({ coverage: 'yes', blocks: 3 }))),
      502,
      'ai_bad_response',
      /does not match the schema/,
    ],
    [
      'refuses',
      (_q: unknown, res: import('node:http').ServerResponse) =>
        sendJson(res, 200, chatCompletion('', { refusal: 'I cannot help with that.' })),
      502,
      'ai_bad_response',
      /refused: I cannot help with that/,
    ],
    [
      'stops at its length limit',
      (_q: unknown, res: import('node:http').ServerResponse) =>
        sendJson(res, 200, chatCompletion('{"coverage": "ans', { finishReason: 'length' })),
      502,
      'ai_bad_response',
      /cut short/,
    ],
  ])('throws a typed error when the model %s', async (failureCase, reply, status, code, detail) => {
    fake.reply = reply;
    // Only the silent model needs the short deadline; under load a reply can take longer
    // than 200 ms, which turned the other cases into timeouts.
    const failure = await provider(failureCase === 'times out' ? 200 : undefined)
      .answerQuestion({ question, passages, useWebSearch: false, evidence: NO_EVIDENCE })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AiProviderError);
    expect(failure).toMatchObject({ status, code, message: QUESTION_ERROR });
    expect((failure as AiProviderError).detail).toMatch(detail);
    expect(logs.messagesOf('ai', 'warn')).toEqual([
      expect.stringMatching(/^openai answerQuestion failed: /),
    ]);
    // No retries of its own: someone is waiting and can ask again.
    expect(fake.received).toHaveLength(1);
  });

  it.each([
    ['a refusal', { refusal: 'No.' }, /refused: No\./],
    [
      'an incomplete response',
      { status: 'incomplete', incompleteReason: 'max_output_tokens' },
      /incomplete \(max_output_tokens\)/,
    ],
  ] as const)(
    'turns %s from the Responses API into a typed error',
    async (_case, options, detail) => {
      fake.reply = responsesAnswer(() => groundedAnswer, options);
      const failure = await provider()
        .answerQuestion({ question, passages, useWebSearch: true, evidence: NO_EVIDENCE })
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({
        status: 502,
        code: 'ai_bad_response',
        message: QUESTION_ERROR,
      });
      expect((failure as AiProviderError).detail).toMatch(detail);
    },
  );
});

describe('OpenAiProvider analyses', () => {
  it('summarises a topic as consensus, disagreement, figures and quotes, by answer id', async () => {
    fake.reply = chatAnswer(() => ({
      title: ' Data quality ',
      consensus: {
        claim: ' see data quality as the main obstacle ',
        answerIds: [' ans_a', 'ans_c'],
      },
      disagreement: null,
      figures: [
        {
          answerId: 'ans_a',
          figure: ' 40% ',
          quote: ' Data quality remains our biggest obstacle. ',
        },
      ],
      quotes: [{ answerId: 'ans_a', quote: 'Data quality remains our biggest obstacle.' }],
    }));
    const summary = await provider().summariseTopic({
      questionText: 'What worries you most?',
      passages,
    });
    // Trimmed only; verifying and counting are the caller's (api/ai/insights/insightText.ts).
    expect(summary).toEqual({
      title: 'Data quality',
      consensus: { claim: 'see data quality as the main obstacle', answerIds: ['ans_a', 'ans_c'] },
      disagreement: null,
      figures: [
        { answerId: 'ans_a', figure: '40%', quote: 'Data quality remains our biggest obstacle.' },
      ],
      quotes: [{ answerId: 'ans_a', quote: 'Data quality remains our biggest obstacle.' }],
    });
    const body = jsonBody(fake.received[0]!) as unknown as ChatBody;
    expect(body.response_format.json_schema.name).toBe('topic_summary');
    expect(body.messages[1]!.content).toContain('Interview question: What worries you most?');
  });

  it('counts a theme by its verified mentions, not by what the model claims', async () => {
    fake.reply = chatAnswer(() => ({
      themes: [
        {
          label: 'cloud costs',
          mentions: [
            { answerId: 'ans_b', quote: 'Cloud costs are rising faster than we expected.' },
          ],
        },
        {
          label: 'data quality',
          mentions: [
            { answerId: 'ans_a', quote: 'Data quality remains our biggest obstacle.' },
            { answerId: 'ans_a', quote: 'We fixed it slowly.' },
            { answerId: 'ans_c', quote: 'Data quality problems made the pilot hard to evaluate.' },
            { answerId: 'ans_b', quote: 'Data quality is fine for us.' },
            { answerId: 'ans_zzz', quote: 'Invented.' },
          ],
        },
        {
          label: 'hallucinated theme',
          mentions: [{ answerId: 'ans_a', quote: 'Nobody said this.' }],
        },
      ],
    }));
    const themes = await provider().findThemes({
      question: 'What worries firms?',
      passages,
      limit: 5,
    });
    expect(themes).toEqual([
      {
        label: 'data quality',
        answers: 2,
        experts: 2,
        companies: ['Crestline Capital', 'Northwind Bank'],
        quotes: [
          { answerId: 'ans_a', quote: 'Data quality remains our biggest obstacle.' },
          { answerId: 'ans_c', quote: 'Data quality problems made the pilot hard to evaluate.' },
        ],
        score: 2,
      },
      {
        label: 'cloud costs',
        answers: 1,
        experts: 1,
        companies: ['Summit Partners'],
        quotes: [{ answerId: 'ans_b', quote: 'Cloud costs are rising faster than we expected.' }],
        score: 1,
      },
    ]);
    const body = jsonBody(fake.received[0]!) as unknown as ChatBody;
    expect(body.messages[0]!.content).toContain('themes, at most 5');
    expect(body.messages[1]!.content).toContain("The client's question");
  });

  it('measures sentiment from a label per answer, in batches, counted here', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      testPassage(
        `ans_${i}`,
        'Co',
        i % 3 === 0 ? 'Great progress.' : i % 3 === 1 ? 'Terrible losses.' : 'We file reports.',
      ),
    );
    fake.reply = chatAnswer((body) => ({
      // Labels out of order, one unknown id, one duplicate: none of it may count.
      labels: [
        ...promptedIds(body)
          .map((answerId) => {
            const text = many.find((p) => p.answerId === answerId)!.text;
            const sentiment = text.startsWith('Great')
              ? 'positive'
              : text.startsWith('Terrible')
                ? 'negative'
                : 'neutral';
            return { answerId, sentiment };
          })
          .reverse(),
        { answerId: 'ans_unknown', sentiment: 'positive' },
        { answerId: promptedIds(body)[0], sentiment: 'positive' },
      ],
      total: { positive: 1000 },
    }));
    expect(await provider().measureSentiment(many)).toEqual({
      answers: 30,
      positive: 10,
      negative: 10,
      neutral: 10,
    });
    expect(fake.received.map((request) => promptedIds(request).length)).toEqual([25, 5]);
  });

  it('asks once more for answers the model left unlabelled, then gives up with a typed error', async () => {
    let calls = 0;
    fake.reply = chatAnswer((body) => {
      calls++;
      // First call: skips the last passage. Second: labels it.
      const ids = promptedIds(body);
      return {
        labels: (calls === 1 ? ids.slice(0, -1) : ids).map((answerId) => ({
          answerId,
          sentiment: 'neutral',
        })),
      };
    });
    expect(await provider().measureSentiment(passages)).toMatchObject({ answers: 3, neutral: 3 });
    expect(fake.received.map((request) => promptedIds(request))).toEqual([
      ['ans_a', 'ans_b', 'ans_c'],
      ['ans_c'],
    ]);

    fake.reply = chatAnswer(() => ({ labels: [] }));
    await expect(provider().measureSentiment(passages)).rejects.toMatchObject({
      status: 502,
      code: 'ai_bad_response',
      message: 'Unable to generate the analysis. Please try again.',
      detail: 'the model left 3 of 3 answers without a sentiment',
    });
  });

  it('reports an analysis that times out as unavailable', async () => {
    fake.reply = () => {};
    await expect(
      provider(200).summariseTopic({ questionText: 'Q?', passages }),
    ).rejects.toMatchObject({
      status: 503,
      code: 'ai_unavailable',
      message: 'Unable to generate the analysis. Please try again.',
    });
  });
});

describe('OpenAiProvider embeddings', () => {
  it('embeds texts in order through the embeddings endpoint', async () => {
    fake.reply = (request, res) => sendEmbeddings(request, res, (input) => [input.length, 1, 0.5]);
    const vectors = await provider().embedder!.embed(['abc', 'abcdef']);
    expect(vectors).toEqual([
      [3, 1, 0.5],
      [6, 1, 0.5],
    ]);
    const body = jsonBody(fake.received[0]!);
    expect(fake.received[0]!.path).toBe('/v1/embeddings');
    expect(body).toMatchObject({ model: 'embed-test', input: ['abc', 'abcdef'] });
    expect(body).not.toHaveProperty('dimensions');
  });

  it('asks for shorter vectors when configured, and tags them with their size', async () => {
    fake.reply = (request, res) => sendEmbeddings(request, res, () => [1, 0]);
    const embedder = new OpenAiProvider({
      apiKey: 'sk-test-key',
      baseURL: fake.baseURL,
      model: 'gpt-analysis-test',
      embeddingModel: 'embed-test',
      embeddingDimensions: 256,
      timeoutMs: 5_000,
    }).embedder!;
    expect(embedder.model).toBe('embed-test@256');
    await embedder.embed(['abc']);
    expect(jsonBody(fake.received[0]!)).toMatchObject({ model: 'embed-test', dimensions: 256 });
  });
});

describe('createAiEngines: analysis', () => {
  it('uses the local engine by default', () => {
    expect(createAiEngines(loadConfig({})).analysis).toBeInstanceOf(LocalAiProvider);
  });

  it('uses OPENAI_MODEL at OPENAI_BASE_URL when AI_PROVIDER=openai', async () => {
    const configured = createAiEngines(
      loadConfig({
        AI_PROVIDER: 'openai',
        OPENAI_API_KEY: 'sk-configured',
        OPENAI_BASE_URL: fake.baseURL,
        OPENAI_MODEL: 'gpt-configured',
        OPENAI_EMBEDDING_MODEL: 'none',
      }),
    ).analysis;
    expect(configured).toBeInstanceOf(OpenAiProvider);
    expect(configured.name).toBe('openai');
    expect((configured as OpenAiProvider).embedder).toBeNull();
    fake.reply = chatAnswer(() => groundedAnswer);
    await configured.answerQuestion({
      question,
      passages,
      useWebSearch: false,
      evidence: NO_EVIDENCE,
    });
    expect(jsonBody(fake.received[0]!).model).toBe('gpt-configured');
    expect(fake.received[0]!.headers.authorization).toBe('Bearer sk-configured');
  });

  it('refuses to start with AI_PROVIDER=openai and no API key', () => {
    expect(() => createAiEngines(loadConfig({ AI_PROVIDER: 'openai' }))).toThrow(
      'AI_PROVIDER=openai needs OPENAI_API_KEY for insights, Ask AI and follow-ups',
    );
  });
});
