import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AskAiResponseSchema, ClientDashboardSchema } from '../../../sync/contract';
import { createAnswer, createInterview, createProject } from '../../test/factories';
import { clientUrl, tagNames } from '../customer/researchFixture';
import { createDemoApp, type DemoApp, HARBOR_BANK, MERIDIAN_CAPITAL } from './demoFixture';

/** A client whose experts' answers carry markup, to show it stays text everywhere. */
const HOSTILE = 'Scriptwell & <Partners>';
const SCRIPT = '<script>alert(1)</script>';
const IMAGE = '<img src=x onerror=alert(1)>';

let demo: DemoApp;
let admin: supertest.Agent;

beforeAll(async () => {
  demo = await createDemoApp();
  const knex = demo.t.db.knex;
  const project = await createProject(knex, {
    client: HOSTILE,
    name: 'Vendor data review',
    baseQuestions: ['How is your firm approaching ESG integration?'],
  });
  for (const [company, text] of [
    ['Alder *Bank*', `Our ESG integration review found ${SCRIPT} inside a vendor data feed.`],
    [
      'Birch [Bank](javascript:alert(1))',
      `The ESG integration dashboard rendered ${IMAGE} from vendor data.`,
    ],
  ]) {
    const { questions } = await createInterview(knex, project, { company, status: 'completed' });
    await createAnswer(knex, questions[0]!, text!);
  }
  admin = await demo.as('admin');
});
afterAll(() => demo.t.close());

async function report(client: string, agent: supertest.Agent, query = {}) {
  const response = await agent.get(clientUrl(client, 'report')).query(query);
  expect(response.status, response.text).toBe(200);
  return response;
}

/** Markdown escapes undone: the text a reader sees. */
const unescapeMarkdown = (markdown: string) => markdown.replace(/\\([\\`*_[\]<>|~&!#])/g, '$1');

/** Every quote block: “quote”, then "Expert, Company (interview X, answer Y)". */
function quoteBlocks(markdown: string) {
  return [
    ...markdown.matchAll(/^> “(.*)”\n>\n> (.*), (.*) \(interview (\S+), answer (\S+)\)$/gm),
  ].map(([, quote, expert, company, interviewId, answerId]) => ({
    quote: unescapeMarkdown(quote!),
    expert: unescapeMarkdown(expert!),
    company: unescapeMarkdown(company!),
    interviewId: unescapeMarkdown(interviewId!),
    answerId: unescapeMarkdown(answerId!),
  }));
}

describe('GET /api/customer/:client/report', () => {
  it('is a Markdown download named after the client and the day', async () => {
    const response = await report(MERIDIAN_CAPITAL, await demo.as('customer'));
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="parley-report-meridian-capital-${today}.md"`,
    );
    const headings = response.text.split('\n').filter((line) => /^##? /.test(line));
    expect(headings).toEqual([
      '# Parley report: Meridian Capital',
      '## Interview completion',
      '## Response quality',
      '## Top topics',
      '## Sentiment',
      '## Key insights',
    ]);
  });

  it("carries the dashboard's figures with their explanations", async () => {
    const customer = await demo.as('customer');
    const markdown = (await report(MERIDIAN_CAPITAL, customer)).text;
    const dashboard = ClientDashboardSchema.parse(
      (await customer.get(clientUrl(MERIDIAN_CAPITAL, 'dashboard'))).body,
    );
    const { completion, sentiment } = dashboard;
    expect(markdown).toContain(
      `**${completion.percent}%**: ${completion.completed} of ${completion.total} interviews completed.`,
    );
    for (const figure of dashboard.responseQuality) {
      const value = figure.percent === null ? 'n/a' : `${figure.percent}%`;
      expect(unescapeMarkdown(markdown)).toContain(
        `- **${figure.label}: ${value}**. ${figure.explanation}`,
      );
    }
    for (const [position, topic] of dashboard.topics.items.entries()) {
      expect(markdown).toContain(`${position + 1}. **${topic.label}**: ${topic.answers} answers`);
    }
    const { positive, neutral, negative } = sentiment.percentages;
    expect(markdown).toContain(
      `Positive ${positive}%, neutral ${neutral}%, negative ${negative}%.`,
    );
  });

  it('lists every stored insight with quotes verbatim from the cited answers', async () => {
    const markdown = (await report(MERIDIAN_CAPITAL, admin)).text;
    const insights = await demo.t.db
      .knex('insights')
      .where({ client: MERIDIAN_CAPITAL })
      .orderBy(['created_at', 'id']);
    for (const [position, insight] of insights.entries()) {
      expect(markdown).toContain(`### ${position + 1}. ${insight.title}\n`);
    }
    const quotes = quoteBlocks(markdown);
    expect(quotes.length).toBeGreaterThanOrEqual(insights.length);
    for (const quote of quotes) {
      const row = await demo.t.db
        .knex('answers as a')
        .join('interviews as i', 'i.id', 'a.interview_id')
        .where('a.id', quote.answerId)
        .first('a.answer_text', 'a.interview_id', 'i.client', 'i.expert_name', 'i.company');
      expect(row, quote.answerId).toMatchObject({
        interview_id: quote.interviewId,
        client: MERIDIAN_CAPITAL,
        expert_name: quote.expert,
        company: quote.company,
      });
      expect(row.answer_text).toContain(quote.quote);
    }
  });

  it('reports a filtered view when asked, and says the insights are not filtered', async () => {
    const markdown = (await report(MERIDIAN_CAPITAL, admin, { company: 'Northbridge Bank' })).text;
    expect(markdown).toContain(
      'Filtered to company Northbridge Bank. The filters apply to the figures; key insights cover all interviews.',
    );
  });

  it("contains nothing of another client's", async () => {
    const markdown = (await report(HARBOR_BANK, await demo.as('customer2'))).text;
    expect(markdown).toMatch(/^# Parley report: Harbor Bank\n/);
    const meridianIds: string[] = await demo.t.db
      .knex('interviews')
      .where({ client: MERIDIAN_CAPITAL })
      .pluck('id');
    for (const id of meridianIds) expect(markdown).not.toContain(`interview ${id},`);
    expect(markdown).not.toContain('Meridian');
  });

  it('says so when no insight has been generated yet', async () => {
    const markdown = (await report(HOSTILE, admin)).text;
    expect(markdown).toContain(
      '## Key insights\n\nNo insights have been generated yet: use New Analysis on the dashboard.\n',
    );
  });
});

describe('markup in stored answers stays text', () => {
  beforeAll(async () => {
    const response = await admin.post(clientUrl(HOSTILE, 'generate-insights'));
    expect(response.status, response.text).toBe(200);
  });

  it('in the Markdown report: every < > [ ] * is escaped, so no tag or link can form', async () => {
    const response = await report(HOSTILE, admin);
    const markdown = response.text;
    expect(response.headers['content-disposition']).toMatch(
      /filename="parley-report-scriptwell-partners-/,
    );
    expect(markdown).toContain('# Parley report: Scriptwell \\& \\<Partners\\>');
    expect(markdown).toContain('\\<script\\>alert(1)\\</script\\>');
    expect(markdown).toContain('\\<img src=x onerror=alert(1)\\>');
    expect(markdown).toContain('Birch \\[Bank\\](javascript:alert(1))');
    expect(markdown).toContain('Alder \\*Bank\\*');
    // Outside the report's own blockquote markers, no unescaped < or > at all.
    const body = markdown.replace(/^>/gm, '');
    expect(body).not.toMatch(/(^|[^\\])[<>]/m);
    expect(quoteBlocks(markdown).map((quote) => quote.quote)).toEqual(
      expect.arrayContaining([
        `Our ESG integration review found ${SCRIPT} inside a vendor data feed.`,
      ]),
    );
  });

  it('in Ask AI: the answer HTML has only its own tags, the markup shown as text', async () => {
    const response = await admin
      .post(clientUrl(HOSTILE, 'ask-ai'))
      .send({ question: 'What did the ESG integration work find in vendor data?' });
    expect(response.status, response.text).toBe(200);
    const answer = AskAiResponseSchema.parse(response.body);
    expect(answer.citations.length).toBe(2);
    expect(new Set(tagNames(answer.response))).toEqual(new Set(['p', 'blockquote', 'footer']));
    expect(answer.response).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(answer.response).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(answer.response).not.toMatch(/<(script|img)/i);
  });
});
