import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientDashboard, ClientDashboardSchema } from '../../../sync/contract';
import { escapeHtml } from '../../presenters/html';
import { clientUrl, tagNames } from '../customer/researchFixture';
import { createDemoApp, type DemoApp, MERIDIAN_CAPITAL } from './demoFixture';
import {
  createHostileClient,
  expectNoInternalIds,
  HOSTILE,
  HOSTILE_TITLE,
  IMAGE,
  SCRIPT,
} from './reportFixture';
import { companiesAbout } from './searchFixture';

let demo: DemoApp;
let admin: supertest.Agent;
let customer: supertest.Agent;

beforeAll(async () => {
  demo = await createDemoApp();
  await createHostileClient(demo.t.db.knex);
  [admin, customer] = [await demo.as('admin'), await demo.as('customer')];
});
afterAll(() => demo.t.close());

async function htmlReport(client: string, agent: supertest.Agent, query = {}) {
  const response = await agent.get(clientUrl(client, 'report')).query({ ...query, format: 'html' });
  expect(response.status, response.text).toBe(200);
  return response;
}

async function dashboard(query = {}): Promise<ClientDashboard> {
  const response = await customer.get(clientUrl(MERIDIAN_CAPITAL, 'dashboard')).query(query);
  return ClientDashboardSchema.parse(response.body);
}

/** The text of every element `tag` in document order (the report's markup is flat, no nesting of the same tag). */
const texts = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map(
    ([, inner]) => inner!,
  );

/** Every tag a browser would build, as written: `<name attributes>`. */
const openingTags = (html: string) => [...html.matchAll(/<[a-zA-Z][^>]*>/g)].map(([tag]) => tag);

describe('GET /api/customer/:client/report?format=html', () => {
  it('is an HTML download named after the client and the day, that can run nothing', async () => {
    const response = await htmlReport(MERIDIAN_CAPITAL, customer);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="parley-report-meridian-capital-${today}.html"`,
    );
    const policy = response.headers['content-security-policy'];
    expect(policy).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).toContain("frame-ancestors 'none'");
    const html = response.text;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Parley report: Meridian Capital</title>');
    // The same policy travels inside the file, for when it is opened from disk.
    expect(html).toContain('<meta http-equiv="Content-Security-Policy" content="default-src');
    // Self-contained: nothing is fetched from anywhere.
    expect(html).not.toMatch(
      /<(script|link|img|iframe|object)\b|@import|url\(|https?:\/\/(?!www\.w3\.org\/2000\/svg")/i,
    );
  });

  it('has the sections of the Markdown report, with a chart for each figure', async () => {
    const html = (await htmlReport(MERIDIAN_CAPITAL, customer)).text;
    expect(texts(html, 'h1')).toEqual(['Meridian Capital']);
    expect(texts(html, 'h2')).toEqual([
      'Interview completion',
      'Response quality',
      'Top topics',
      'Sentiment',
      'Key insights',
    ]);
    const charts = openingTags(html).filter((tag) => tag.startsWith('<svg'));
    expect(charts).toHaveLength(4);
    for (const chart of charts)
      expect(chart).toMatch(/role="img" aria-labelledby="[\w-]+" aria-describedby="[\w-]+"/);
    expect(texts(html, 'title').slice(1)).toEqual([
      'Interview completion',
      'Response quality',
      'Top topics by number of answers',
      expect.stringMatching(/^Sentiment of \d+ answers$/),
    ]);
  });

  it("draws the dashboard's figures, every company named in full", async () => {
    const html = (await htmlReport(MERIDIAN_CAPITAL, customer)).text;
    const figures = await dashboard();
    const { completed, total, percent } = figures.completion;
    expect(html).toContain(`>${completed} of ${total} (${percent}%)</text>`);
    expect(html).toContain(escapeHtml(figures.completion.explanation));
    for (const quality of figures.responseQuality) {
      expect(html).toContain(`>${escapeHtml(quality.label)}</text>`);
      expect(html).toContain(escapeHtml(quality.explanation));
    }
    const descriptions = texts(html, 'desc').join(' ');
    for (const topic of figures.topics.items) {
      expect(html).toContain(`>${escapeHtml(topic.label)}</text>`);
      expect(html).toContain(`>${topic.answers} answers</text>`);
      // The companies behind the bar, as search finds the topic's answers.
      const companies = await companiesAbout(customer, topic.label);
      expect(companies).toHaveLength(topic.companyCount);
      expect(descriptions).toContain(
        `${topic.label}: ${topic.answers} answers from ${companies.length} companies (${companies.join(', ')}).`,
      );
      // Drawn whole: each company name is inside one line of the chart.
      const lines = texts(html, 'text').join('\n');
      for (const company of companies) expect(lines).toContain(company);
    }
    const { positive, neutral, negative } = figures.sentiment.percentages;
    expect(descriptions).toContain(
      `Positive ${positive}%. Neutral ${neutral}%. Negative ${negative}%.`,
    );
  });

  it('quotes each insight verbatim, cited by expert, role, company and question', async () => {
    const html = (await htmlReport(MERIDIAN_CAPITAL, admin)).text;
    const insights = await demo.t.db
      .knex('insights')
      .where({ client: MERIDIAN_CAPITAL })
      .orderBy(['created_at', 'id']);
    expect(texts(html, 'h3')).toEqual(
      insights.map((insight, position) => `${position + 1}. ${escapeHtml(insight.title)}`),
    );
    const quotes = texts(html, 'blockquote');
    const captions = texts(html, 'figcaption');
    expect(quotes.length).toBeGreaterThanOrEqual(insights.length);
    expect(captions).toHaveLength(quotes.length);
    const sources = await demo.t.db
      .knex('answers as a')
      .join('interviews as i', 'i.id', 'a.interview_id')
      .join('questions as q', 'q.id', 'a.question_id')
      .where('i.client', MERIDIAN_CAPITAL)
      .select('a.answer_text', 'i.expert_name', 'i.expert_title', 'i.company', 'q.question_text');
    for (const [index, quote] of quotes.entries()) {
      const source = sources.find(
        (row) =>
          captions[index] ===
          escapeHtml(
            `${row.expert_name}, ${row.expert_title}, ${row.company} — to the question ‘${row.question_text}’`,
          ),
      );
      expect(source, captions[index]).toBeDefined();
      expect(quote.startsWith('“') && quote.endsWith('”')).toBe(true);
      expect(escapeHtml(source.answer_text)).toContain(quote.slice(1, -1));
    }
  });

  it('holds no internal id: no interview, answer, question, project or insight id', async () => {
    const html = (await htmlReport(MERIDIAN_CAPITAL, admin)).text;
    await expectNoInternalIds(html, demo.t.db.knex, MERIDIAN_CAPITAL);
  });

  it('reports the filtered figures, and names the filters', async () => {
    const filters = { company: 'Northbridge Bank', topic: 'AI' };
    const response = await htmlReport(MERIDIAN_CAPITAL, customer, filters);
    expect(response.headers['content-disposition']).toMatch(
      /filename="parley-report-meridian-capital-northbridge-bank-ai-\d{4}-\d{2}-\d{2}\.html"/,
    );
    const html = response.text;
    const filtered = await dashboard(filters);
    const all = await dashboard();
    expect(filtered.completion.total).toBeLessThan(all.completion.total);
    const { completed, total, percent } = filtered.completion;
    expect(html).toContain(`>${completed} of ${total} (${percent}%)</text>`);
    expect(html).toContain(escapeHtml(filtered.completion.explanation));
    expect(html).toContain('<dt>Company</dt><dd>Northbridge Bank</dd>');
    expect(html).toContain('<dt>Topic</dt><dd>AI</dd>');
    expect(html).toContain(
      'Filtered to company Northbridge Bank and topic AI. The filters apply to the figures; key insights cover all interviews.',
    );
    expect(html).toContain(escapeHtml(filtered.sentiment.explanation));
  });
});

describe('markup in stored names and answers stays text in the HTML report', () => {
  beforeAll(async () => {
    const response = await admin.post(clientUrl(HOSTILE, 'generate-insights'));
    expect(response.status, response.text).toBe(200);
  });

  it('escapes every stored string, so no tag, attribute or handler can form', async () => {
    const response = await htmlReport(HOSTILE, admin);
    const html = response.text;
    expect(response.headers['content-disposition']).toMatch(
      /filename="parley-report-scriptwell-partners-\d{4}-\d{2}-\d{2}\.html"/,
    );
    expect(html).toContain('<title>Parley report: Scriptwell &amp; &lt;Partners&gt;</title>');
    expect(html).toContain('<h1>Scriptwell &amp; &lt;Partners&gt;</h1>');
    // The answers, quoted, and the expert's title, cited: shown as text.
    expect(html).toContain(escapeHtml(SCRIPT));
    expect(html).toContain(escapeHtml(IMAGE));
    expect(html).toContain(escapeHtml(HOSTILE_TITLE));
    expect(texts(html, 'blockquote').join('\n')).toContain(
      `found ${escapeHtml(SCRIPT)} inside a vendor data feed`,
    );
    // Only the report's own elements, none of them with an event handler.
    expect(new Set(tagNames(html))).toEqual(
      new Set([
        ...['html', 'head', 'meta', 'title', 'style', 'body', 'main', 'header', 'footer', 'p'],
        ...['dl', 'dt', 'dd', 'section', 'h1', 'h2', 'h3', 'div', 'ul', 'li', 'strong'],
        ...['article', 'figure', 'blockquote', 'figcaption', 'svg', 'desc', 'rect', 'text'],
      ]),
    );
    for (const tag of openingTags(html)) expect(tag).not.toMatch(/\son\w+\s*=/i);
    await expectNoInternalIds(html, demo.t.db.knex, HOSTILE);
  });
});
