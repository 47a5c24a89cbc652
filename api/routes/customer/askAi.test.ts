import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AskAiResponse, AskAiResponseSchema } from '../../../sync/contract';
import {
  AskAiOptionsSchema,
  WEB_SEARCH_UNAVAILABLE_REASON,
} from '../../../sync/contract/askAiOptions';
import type { AiProvider } from '../../ai/provider';
import { LocalAiProvider } from '../../ai/providers/local';
import {
  createAnswer,
  createCustomer,
  createInterview,
  createProject,
  createUser,
  signIn,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import {
  CLIENT_A,
  clientUrl,
  createResearchData,
  type ResearchData,
  tagNames,
} from './researchFixture';

const OWN_TAGS = new Set(['p', 'em', 'blockquote', 'footer']);

let t: TestApp;
let data: ResearchData;
let agent: supertest.Agent;

beforeAll(async () => {
  t = await createTestApp();
  data = await createResearchData(t.db.knex);
  agent = await signIn(t.agent(), await createCustomer(t.db.knex, CLIENT_A));
});
afterAll(() => t.close());

async function ask(body: object, client = CLIENT_A, caller = agent): Promise<AskAiResponse> {
  const response = await caller.post(clientUrl(client, 'ask-ai')).send(body);
  expect(response.status).toBe(200);
  return AskAiResponseSchema.parse(response.body);
}

/** Every citation points at a stored answer of `client` and quotes it verbatim. */
async function expectGrounded(result: AskAiResponse, client: string) {
  for (const citation of result.citations) {
    const row = await t.db
      .knex('answers as a')
      .join('questions as q', 'q.id', 'a.question_id')
      .join('interviews as i', 'i.id', 'a.interview_id')
      .where('a.id', citation.answerId)
      .first(
        'a.answer_text',
        'a.interview_id',
        'q.question_text',
        'i.expert_name',
        'i.company',
        'i.client',
      );
    expect(row).toBeDefined();
    expect(row.client).toBe(client);
    expect(row.answer_text).toContain(citation.quote);
    expect(citation.quote.length).toBeGreaterThan(10);
    expect(citation).toMatchObject({
      interviewId: row.interview_id,
      expertName: row.expert_name,
      company: row.company,
      questionText: row.question_text,
    });
  }
  const cited = [...new Set(result.citations.map((citation) => citation.answerId))];
  expect(result.sources).toHaveLength(cited.length);
  for (const [index, answerId] of cited.entries()) {
    const citation = result.citations.find((c) => c.answerId === answerId)!;
    expect(result.sources[index]).toBe(
      `Expert interview: ${citation.expertName}, ${citation.company}, answering “${citation.questionText}”`,
    );
  }
  expect(tagNames(result.response).every((tag) => OWN_TAGS.has(tag))).toBe(true);
}

describe('POST /api/customer/:client/ask-ai', () => {
  it('answers from the matching answers with verbatim, attributed quotes', async () => {
    const result = await ask({
      question: 'How do firms deal with data quality?',
      useWebSearch: false,
    });
    expect(result.usedWebSearch).toBe(false);
    expect(result.citations.length).toBeGreaterThanOrEqual(3);
    await expectGrounded(result, CLIENT_A);
    expect(result.citations.map((c) => c.quote)).toEqual(
      expect.arrayContaining([
        'Data quality remains our biggest obstacle.',
        'Data quality problems made the pilot hard to evaluate.',
      ]),
    );
    expect(result.coverage).toBe('answered');
    expect(result.response).toMatch(
      /^<p>3 experts at Crestline Capital, Northwind Bank and Summit Partners address this, in 3 answers\./,
    );
    // One quote per expert, and no internal id anywhere a person reads.
    expect(new Set(result.citations.map((c) => c.interviewId)).size).toBe(result.citations.length);
    expect(`${result.response}${result.sources.join('')}`).not.toMatch(/\b(int|ans|prj)_/);
    for (const citation of result.citations) {
      expect(result.response).toContain(`<p>“${citation.quote}”</p>`);
    }
    expect(result.response).not.toContain('Web information');
  });

  it('says plainly that web information is not available when asked for it', async () => {
    const result = await ask({
      question: 'What is happening with cloud costs?',
      useWebSearch: true,
    });
    expect(result.usedWebSearch).toBe(false);
    expect(result.response).toContain(
      'Web information is not available on this server (its AI engine cannot search the web): this answer is based only on your expert interviews.',
    );
    expect(result.citations.map((c) => c.quote)).toContain(
      'Cloud costs are rising faster than we expected.',
    );
    await expectGrounded(result, CLIENT_A);
  });

  it('says before anyone asks that web information is unavailable here, and why', async () => {
    const response = await agent.get(`${clientUrl(CLIENT_A, 'ask-ai')}/options`);
    expect(response.status).toBe(200);
    expect(AskAiOptionsSchema.parse(response.body)).toEqual({
      webSearch: { available: false, reason: WEB_SEARCH_UNAVAILABLE_REASON },
    });
  });

  it('says the interviews do not cover a subject nobody mentioned, with no sources', async () => {
    const result = await ask({
      question: 'What do experts think about cryptocurrency mining?',
      useWebSearch: false,
    });
    expect(result).toEqual({
      coverage: 'not_in_interviews',
      response:
        '<p>The expert interviews do not cover this question: no interview mentions “cryptocurrency” or “mining”.</p>',
      sources: [],
      usedWebSearch: false,
      citations: [],
    });
  });

  it("never answers from another client's interviews", async () => {
    const result = await ask({ question: 'What do experts say about stablecoin custody?' });
    expect(result.citations).toEqual([]);
    expect(result.sources).toEqual([]);
    expect(result.response).toContain('The expert interviews do not cover this question');
    expect(result.response).not.toContain('Fjord');
  });

  it('uses only the interviews named in transcriptIds', async () => {
    const priya = data.interviewsA[2]!;
    const result = await ask({
      question: 'How do firms deal with data quality?',
      transcriptIds: [priya.id],
    });
    expect(result.citations.length).toBeGreaterThan(0);
    expect(new Set(result.citations.map((c) => c.interviewId))).toEqual(new Set([priya.id]));
    await expectGrounded(result, CLIENT_A);
  });

  it('stores each answer with its inputs as an ask-ai analysis', async () => {
    const user = await createCustomer(t.db.knex, CLIENT_A);
    const caller = await signIn(t.agent(), user);
    const result = await ask(
      { question: 'Which AI tools are in use?', useWebSearch: true },
      CLIENT_A,
      caller,
    );
    const rows = await t.db.knex('analyses').where({ created_by_user_id: user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      client: CLIENT_A,
      kind: 'ask-ai',
      request: { question: 'Which AI tools are in use?', useWebSearch: true },
      result,
    });
  });
});

describe('stored text that looks like HTML', () => {
  it('is escaped: the response holds no live tag but its own', async () => {
    const client = 'Sentinel Bank';
    const project = await createProject(t.db.knex, {
      client,
      baseQuestions: ['What are your main security threats?', 'What has worked against them?'],
    });
    const { questions } = await createInterview(t.db.knex, project, {
      expertName: 'Eve <b onmouseover=alert(2)>Mallory</b>',
      company: 'Trust & Co',
    });
    // A second expert: Ask AI quotes each expert once.
    const second = await createInterview(t.db.knex, project, {
      expertName: 'Oscar Hale',
      company: 'Hale & Sons',
    });
    const hostile = [
      'Phishing attacks <script>alert(1)</script> hit our treasury team every week.',
      'Since then <img src=x onerror=alert(1)> phishing drills halved the click rate.',
    ];
    const answers = [
      await createAnswer(t.db.knex, questions[0]!, hostile[0]!),
      await createAnswer(t.db.knex, second.questions[0]!, hostile[1]!),
    ];
    const admin = await signIn(t.agent(), await createUser(t.db.knex, { role: 'admin' }));

    const result = await ask({ question: 'What do experts say about phishing?' }, client, admin);

    expect(new Set(result.citations.map((c) => c.answerId))).toEqual(
      new Set(answers.map((a) => a.id)),
    );
    expect(new Set(result.citations.map((c) => c.quote))).toEqual(new Set(hostile));
    expect(tagNames(result.response).every((tag) => OWN_TAGS.has(tag))).toBe(true);
    expect(result.response).not.toMatch(/<script|<img|<b[\s>]/i);
    expect(result.response).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(result.response).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(result.response).toContain(
      'Eve &lt;b onmouseover=alert(2)&gt;Mallory&lt;/b&gt;, Trust &amp; Co',
    );
  });
});

describe('a question in other words', () => {
  it('counts a synonym the domain table knows as the same subject', async () => {
    const client = 'Synonym Bank';
    const project = await createProject(t.db.knex, {
      client,
      baseQuestions: ['What slows you down?'],
    });
    const { questions } = await createInterview(t.db.knex, project, { company: 'Alder Bank' });
    const answer = await createAnswer(
      t.db.knex,
      questions[0]!,
      'Our vendors send emissions data late, and every vendor formats it differently.',
    );
    const admin = await signIn(t.agent(), await createUser(t.db.knex, { role: 'admin' }));

    // "suppliers" is not in the answer; "vendors" is, and the table joins them.
    const result = await ask({ question: 'What do experts say about suppliers?' }, client, admin);

    expect(result.coverage).not.toBe('not_in_interviews');
    expect(result.citations.map((citation) => citation.answerId)).toEqual([answer.id]);
  });
});

describe('grounding checks on what a provider returns', () => {
  it('drops quotes that are not verbatim and never presents an ungrounded answer', async () => {
    const local = t.services.ai;
    const inventive: AiProvider = Object.assign(Object.create(LocalAiProvider.prototype), {
      name: 'local',
      answerQuestion: async () => ({
        coverage: 'answered',
        blocks: [
          { kind: 'text', text: 'Experts agree on everything.' },
          {
            kind: 'quote',
            answerId: data.answersA['Marcus Lee']![0]!.id,
            quote: 'Data quality is no longer a problem for anyone.',
          },
          { kind: 'quote', answerId: 'ans_invented', quote: 'Made up entirely.' },
        ],
      }),
    });
    t.services.ai = inventive;
    try {
      const result = await ask({ question: 'How do firms deal with data quality?' });
      expect(result).toEqual({
        response: '<p>The expert interviews do not cover this question.</p>',
        coverage: 'not_in_interviews',
        sources: [],
        usedWebSearch: false,
        citations: [],
      });
    } finally {
      t.services.ai = local;
    }
  });
});
