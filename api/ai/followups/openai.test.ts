import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { captureLogs } from '../../test/capturedLogs';
import {
  chatCompletion,
  type FakeOpenAi,
  type FakeReply,
  jsonBody,
  sendApiError,
  sendJson,
  startFakeOpenAi,
} from '../../test/fakeOpenAi';
import { createAiEngines } from '../registry';
import { OpenAiFollowupAdvisor } from './openai';
import { FollowupAdviceUnavailableError, type FollowupRequest } from './types';

const QUESTION = 'Could you name one AI use case you tried, and what it changed?';
const answers =
  (content: object | string): FakeReply =>
  (_request, res) =>
    sendJson(
      res,
      200,
      chatCompletion(typeof content === 'string' ? content : JSON.stringify(content)),
    );

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi(answers({ ask: true, question: QUESTION, reason: 'Vague' }));
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.received = [];
  fake.reply = answers({ ask: true, question: QUESTION, reason: 'Vague' });
});

const advisor = (timeoutMs = 5_000) =>
  new OpenAiFollowupAdvisor({
    apiKey: 'sk-test-key',
    baseURL: fake.baseURL,
    model: 'gpt-followup-test',
    timeoutMs,
  });

const request: FollowupRequest = {
  projectName: 'AI adoption',
  questionText: 'Which technologies are changing your workflow?',
  answerText: 'We are sort of looking at AI for some things maybe.',
  previous: [{ question: 'What does your team do?', answer: 'Credit research.' }],
};

describe('OpenAiFollowupAdvisor', () => {
  it('asks for a structured decision and returns the follow-up', async () => {
    expect(await advisor().decide(request)).toEqual({
      ask: true,
      question: QUESTION,
      reason: 'Vague',
    });
    expect(fake.received).toHaveLength(1);
    const sent = fake.received[0]!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer sk-test-key');
    const body = jsonBody(sent) as {
      model: string;
      messages: { role: string; content: string }[];
      response_format: {
        type: string;
        json_schema: { name: string; strict: boolean; schema: object };
      };
    };
    expect(body.model).toBe('gpt-followup-test');
    expect(body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'followup_decision',
        strict: true,
        schema: {
          type: 'object',
          required: ['ask', 'question', 'reason'],
          additionalProperties: false,
        },
      },
    });
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    const prompt = body.messages[1]!.content;
    for (const part of [
      'Research project: AI adoption',
      'Earlier question: What does your team do?',
      'Earlier answer: Credit research.',
      `Question: ${request.questionText}`,
      `Answer: ${request.answerText}`,
    ]) {
      expect(prompt).toContain(part);
    }
  });

  it("tells the model the answer was heard, how surely, and the interview's clock", async () => {
    await advisor().decide({
      ...request,
      speech: { confidence: 0.82 },
      time: { plannedMinutes: 30, usedMinutes: 21.6, questionsLeft: 2, minutesPerQuestion: 3 },
    });
    const body = jsonBody(fake.received[0]!) as { messages: { content: string }[] };
    const [system, user] = body.messages.map((m) => m.content) as [string, string];
    expect(system).toContain('never quote a word that looks misheard');
    expect(system).toContain('ask only when the interview has time left for it');
    expect(user).toContain('Transcribed from speech: yes, recognition confidence 82%');
    expect(user).toContain(
      'Interview time: about 22 of 30 planned minutes used; 2 questions left at about 3 minutes each',
    );
  });

  it('says nothing of speech or time for a typed answer without a clock', async () => {
    await advisor().decide(request);
    const body = jsonBody(fake.received[0]!) as { messages: { content: string }[] };
    expect(body.messages[1]!.content).not.toMatch(/Transcribed from speech|Interview time/);
  });

  it('returns "no follow-up" when the model says so', async () => {
    fake.reply = answers({ ask: false, question: null, reason: 'Specific enough' });
    expect(await advisor().decide(request)).toEqual({ ask: false, reason: 'Specific enough' });
  });

  it.each([
    ['not JSON', 'Sure! Here is a question: what do you mean?', /not JSON/],
    ['off the schema', { ask: 'yes', question: 42 }, /does not match the schema/],
    [
      'asking without a question',
      { ask: true, question: '  ', reason: 'x' },
      /without a usable question/,
    ],
  ])('logs an answer that is %s and asks nothing', async (_case, content, logged) => {
    fake.reply = answers(content);
    const logs = captureLogs();
    expect(await advisor().decide(request)).toEqual({
      ask: false,
      reason: expect.stringMatching(/^No usable decision/),
    });
    expect(logs.messagesOf('followups', 'warn')).toEqual([expect.stringMatching(logged)]);
  });

  it('logs a refusal and asks nothing', async () => {
    fake.reply = (_request, res) =>
      sendJson(res, 200, chatCompletion('', { refusal: 'I cannot help with that.' }));
    const logs = captureLogs();
    expect(await advisor().decide(request)).toMatchObject({ ask: false });
    expect(logs.messagesOf('followups', 'warn')).toEqual([
      expect.stringContaining('refused: I cannot help with that.'),
    ]);
  });

  it('asks nothing when the service refuses the request itself (4xx)', async () => {
    fake.reply = (_request, res) => sendApiError(res, 401, 'Incorrect API key provided');
    const logs = captureLogs();
    expect(await advisor().decide(request)).toMatchObject({ ask: false });
    expect(logs.messagesOf('followups', 'warn')).toEqual([
      expect.stringContaining('refused the request with 401'),
    ]);
  });

  it('reports a server error as unavailable, so the decision is retried', async () => {
    fake.reply = (_request, res) => sendApiError(res, 500, 'The server had an error');
    const decision = advisor().decide(request);
    await expect(decision).rejects.toBeInstanceOf(FollowupAdviceUnavailableError);
    await expect(decision).rejects.toThrow('the follow-up model answered 500');
    // No retries of its own: the scheduler owns the retry budget.
    expect(fake.received).toHaveLength(1);
  });

  it('reports a model that does not answer in time as unavailable', async () => {
    fake.reply = () => {};
    await expect(advisor(200).decide(request)).rejects.toThrow(
      'the follow-up model did not answer within 200 ms',
    );
  });
});

describe('createAiEngines: follow-ups', () => {
  it('uses the local rules by default', () => {
    expect(createAiEngines(loadConfig({})).followups.name).toBe('local');
  });

  it('uses OPENAI_MODEL at OPENAI_BASE_URL when AI_PROVIDER=openai', async () => {
    const configured = createAiEngines(
      loadConfig({
        AI_PROVIDER: 'openai',
        OPENAI_API_KEY: 'sk-configured',
        OPENAI_BASE_URL: fake.baseURL,
        OPENAI_MODEL: 'gpt-configured',
      }),
    ).followups;
    expect(configured.name).toBe('openai');
    expect(await configured.decide(request)).toMatchObject({ ask: true, question: QUESTION });
    expect(jsonBody(fake.received[0]!).model).toBe('gpt-configured');
    expect(fake.received[0]!.headers.authorization).toBe('Bearer sk-configured');
  });

  it('refuses to start with AI_PROVIDER=openai and no API key', () => {
    expect(() => createAiEngines(loadConfig({ AI_PROVIDER: 'openai' }))).toThrow(
      'AI_PROVIDER=openai needs OPENAI_API_KEY for insights, Ask AI and follow-ups',
    );
  });
});
