import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AskAiResponseSchema, ClientDashboardSchema } from '../../../sync/contract';
import { clientUrl, tagNames } from '../customer/researchFixture';
import { createDemoApp, type DemoApp, HARBOR_BANK, MERIDIAN_CAPITAL } from './demoFixture';
import {
  createHostileClient,
  expectNoInternalIds,
  HOSTILE,
  HOSTILE_ANSWERS,
  HOSTILE_TITLE,
} from './reportFixture';

let demo: DemoApp;
let admin: supertest.Agent;

beforeAll(async () => {
  demo = await createDemoApp();
  await createHostileClient(demo.t.db.knex);
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

/** Every quote block: “quote”, then "Expert, Title, Company — to the question ‘…’". */
function quoteBlocks(markdown: string) {
  return [...markdown.matchAll(/^> “(.*)”\n>\n> (.*) — to the question ‘(.*)’$/gm)].map(
    ([, quote, speaker, question]) => {
      const [expert, title, company] = unescapeMarkdown(speaker!).split(', ');
      return {
        quote: unescapeMarkdown(quote!),
        expert: expert!,
        title: title!,
        company: company!,
        question: unescapeMarkdown(question!),
      };
    },
  );
}

describe('GET /api/customer/:client/report', () => {
  it('is a Markdown download named after the client and the day', async () => {
    const customer = await demo.as('customer');
    const response = await report(MERIDIAN_CAPITAL, customer);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="parley-report-meridian-capital-${today}.md"`,
    );
    // Markdown is the default; asking for it by name gives the same file.
    const named = await report(MERIDIAN_CAPITAL, customer, { format: 'markdown' });
    expect(named.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(named.text.split('\n').slice(2)).toEqual(response.text.split('\n').slice(2));
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

  it('lists every stored insight with quotes verbatim, each cited by expert, role, company and question', async () => {
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
      const sources = await demo.t.db
        .knex('answers as a')
        .join('interviews as i', 'i.id', 'a.interview_id')
        .join('questions as q', 'q.id', 'a.question_id')
        .where({
          'i.client': MERIDIAN_CAPITAL,
          'i.expert_name': quote.expert,
          'i.expert_title': quote.title,
          'i.company': quote.company,
          'q.question_text': quote.question,
        })
        .pluck('a.answer_text');
      expect(
        sources.some((text: string) => text.includes(quote.quote)),
        `${quote.expert}: ${quote.quote}`,
      ).toBe(true);
    }
  });

  it('holds no internal id: no interview, answer, question, project or insight id', async () => {
    const markdown = (await report(MERIDIAN_CAPITAL, admin)).text;
    await expectNoInternalIds(markdown, demo.t.db.knex, MERIDIAN_CAPITAL);
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
    for (const id of meridianIds) expect(markdown).not.toContain(id);
    expect(markdown).not.toContain('Meridian');
    await expectNoInternalIds(markdown, demo.t.db.knex, HARBOR_BANK);
  });

  it('says so when no insight has been generated yet', async () => {
    const markdown = (await report(HOSTILE, admin)).text;
    expect(markdown).toContain(
      '## Key insights\n\nNo insights have been generated yet: use New Analysis on the dashboard.\n',
    );
  });
});

describe('formats and access', () => {
  it('refuses an unknown format with a 400 that names the formats', async () => {
    for (const format of ['pdf', 'HTML', '']) {
      const response = await admin.get(clientUrl(MERIDIAN_CAPITAL, 'report')).query({ format });
      expect(response.status, format).toBe(400);
      expect(response.text).toBe('The report format must be markdown or html');
      expect(response.headers['content-disposition']).toBeUndefined();
    }
  });

  it("gives another client's customer, an expert and a stranger nothing, in either format", async () => {
    const [customer2, expert] = [await demo.as('customer2'), await demo.as('expert')];
    for (const format of ['markdown', 'html']) {
      const url = clientUrl(MERIDIAN_CAPITAL, 'report');
      for (const [agent, status] of [
        [customer2, 403],
        [expert, 403],
        [demo.t.agent(), 401],
      ] as const) {
        const response = await agent.get(url).query({ format });
        expect(response.status, format).toBe(status);
        expect(response.text).not.toContain('Parley report');
        expect(response.headers['content-disposition']).toBeUndefined();
      }
    }
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
    expect(markdown).toContain(`Head of \\<svg onload=alert(1)\\> "Data"`);
    expect(markdown).toContain('Birch \\[Bank\\](javascript:alert(1))');
    expect(markdown).toContain('Alder \\*Bank\\*');
    // Outside the report's own blockquote markers, no unescaped < or > at all.
    const body = markdown.replace(/^>/gm, '');
    expect(body).not.toMatch(/(^|[^\\])[<>]/m);
    expect(quoteBlocks(markdown).map((quote) => quote.quote)).toEqual(
      expect.arrayContaining([HOSTILE_ANSWERS[0]]),
    );
    expect(quoteBlocks(markdown).map((quote) => quote.title)).toContain(HOSTILE_TITLE);
  });

  it('in Ask AI: the answer HTML has only its own tags, the markup shown as text', async () => {
    const response = await admin
      .post(clientUrl(HOSTILE, 'ask-ai'))
      .send({ question: 'What did the ESG integration work find in vendor data?' });
    expect(response.status, response.text).toBe(200);
    const answer = AskAiResponseSchema.parse(response.body);
    expect(answer.citations.length).toBe(2);
    // The renderer's own tags only (api/ai/ask/html.ts); a note is a <p><em>.
    for (const tag of tagNames(answer.response)) {
      expect(['p', 'em', 'blockquote', 'footer']).toContain(tag);
    }
    expect(answer.response).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(answer.response).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(answer.response).not.toMatch(/<(script|img)/i);
  });
});
