import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AnalysisResultSchema,
  AskAiResponseSchema,
  ClientDashboardSchema,
  InsightListSchema,
  ProjectSummarySchema,
  SearchResultListSchema,
} from '../../../sync/contract';
import { NOT_COVERED } from '../../ai/grounding';
import { clientUrl } from '../customer/researchFixture';
import { createDemoApp, type DemoApp, HARBOR_BANK, MERIDIAN_CAPITAL } from './demoFixture';

/**
 * customer2 (Harbor Bank) on the demo data: every call that reads interview data
 * refuses Meridian Capital's, and what Harbor Bank's own calls return never carries
 * a Meridian answer, interview or quote.
 */

let demo: DemoApp;
let harbor: supertest.Agent;
let meridianInterviews: string[];
let meridianAnswers: string[];
let harborInterviews: Set<string>;

beforeAll(async () => {
  demo = await createDemoApp();
  const knex = demo.t.db.knex;
  harbor = await demo.as('customer2');
  meridianInterviews = await knex('interviews').where({ client: MERIDIAN_CAPITAL }).pluck('id');
  meridianAnswers = await knex('answers').whereIn('interview_id', meridianInterviews).pluck('id');
  harborInterviews = new Set(await knex('interviews').where({ client: HARBOR_BANK }).pluck('id'));
});
afterAll(() => demo.t.close());

/** No Meridian id or name anywhere in a response body. */
function expectNoMeridian(body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  expect(text).not.toContain('Meridian');
  for (const id of [...meridianInterviews, ...meridianAnswers]) {
    expect(text).not.toMatch(new RegExp(`\\b${id}\\b`));
  }
}

const refused = async (request: supertest.Test) => {
  const response = await request;
  expect(response.status, `${response.status} ${response.text}`).toBe(403);
  expectNoMeridian(response.text);
};

describe("customer2 and Meridian Capital's data", () => {
  it('is refused every Meridian call', async () => {
    const meridian = (action: string) => clientUrl(MERIDIAN_CAPITAL, action);
    await refused(harbor.get(meridian('dashboard')));
    await refused(harbor.get(meridian('report')));
    await refused(harbor.get(meridian('insights')));
    await refused(harbor.post(meridian('generate-insights')));
    await refused(harbor.post(meridian('ask-ai')).send({ question: 'What about ESG?' }));
    await refused(
      harbor.post(meridian('generate-analysis')).send({ type: 'list', question: 'ESG?' }),
    );
    await refused(harbor.get('/api/search').query({ q: 'ESG', client: MERIDIAN_CAPITAL }));
    await refused(harbor.get('/api/interviews/quality').query({ client: MERIDIAN_CAPITAL }));
    for (const id of meridianInterviews)
      await refused(harbor.get(`/api/interviews/${id}/transcript`));
    for (const id of ['prj_demo_esg', 'prj_demo_ai_adoption', 'prj_demo_growth_equity']) {
      await refused(harbor.get(`/api/projects/${id}/summary`));
      await refused(harbor.post(`/api/projects/${id}/summary`));
    }
  });

  it('left no trace of those refused calls: no Meridian summary was generated', async () => {
    const rows = await demo.t.db.knex('analyses').where({ kind: 'project-summary' });
    expect(rows).toEqual([]);
  });

  it("sees only Harbor Bank's data through its own dashboard, report and insights", async () => {
    const dashboard = ClientDashboardSchema.parse(
      (await harbor.get(clientUrl(HARBOR_BANK, 'dashboard'))).body,
    );
    expect(dashboard.sentiment.answers).toBeGreaterThan(0);
    expectNoMeridian(dashboard);
    const report = await harbor.get(clientUrl(HARBOR_BANK, 'report'));
    expect(report.status).toBe(200);
    expectNoMeridian(report.text);
    const insights = InsightListSchema.parse(
      (await harbor.get(clientUrl(HARBOR_BANK, 'insights'))).body,
    );
    expect(insights.length).toBeGreaterThan(0);
    for (const insight of insights) {
      for (const id of insight.interviewIds) expect(harborInterviews.has(id)).toBe(true);
    }
    expectNoMeridian(insights);
  });

  it('finds only Harbor Bank answers when searching without naming a client', async () => {
    for (const q of ['ESG', 'deposits', 'AI']) {
      const results = SearchResultListSchema.parse(
        (await harbor.get('/api/search').query({ q })).body,
      );
      for (const result of results) expect(harborInterviews.has(result.interviewId), q).toBe(true);
      expectNoMeridian(results);
    }
  });

  it("answers from Harbor Bank's interviews only, and says so when they do not cover a question", async () => {
    const covered = AskAiResponseSchema.parse(
      (
        await harbor
          .post(clientUrl(HARBOR_BANK, 'ask-ai'))
          .send({ question: 'How are deposit rates changing?' })
      ).body,
    );
    expect(covered.citations.length).toBeGreaterThan(0);
    for (const citation of covered.citations) {
      expect(harborInterviews.has(citation.interviewId)).toBe(true);
    }
    // Meridian's experts discuss ESG and carbon emissions at length; Harbor Bank's never do.
    const absent = AskAiResponseSchema.parse(
      (
        await harbor
          .post(clientUrl(HARBOR_BANK, 'ask-ai'))
          .send({ question: 'What do experts say about ESG and carbon emissions?' })
      ).body,
    );
    expect(absent.citations).toEqual([]);
    expect(absent.response.startsWith(`<p>${NOT_COVERED.slice(0, -1)}`)).toBe(true);
    expectNoMeridian([covered, absent]);
  });

  it("analyses Harbor Bank's answers only", async () => {
    const list = AnalysisResultSchema.parse(
      (
        await harbor
          .post(clientUrl(HARBOR_BANK, 'generate-analysis'))
          .send({ type: 'list', question: 'What worries treasurers about deposits?' })
      ).body,
    );
    expect(list.items.length).toBeGreaterThan(0);
    for (const item of list.items) {
      for (const citation of item.citations) {
        expect(harborInterviews.has(citation.interviewId)).toBe(true);
      }
    }
    expectNoMeridian(list);
  });

  it("summarises Harbor Bank's own project from its own answers", async () => {
    const summary = ProjectSummarySchema.parse(
      (await harbor.get('/api/projects/prj_demo_harbor_deposits/summary')).body,
    );
    const quotes = [
      ...summary.executiveSummary.quotes,
      ...summary.questions.flatMap((question) => question.quotes),
    ];
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(harborInterviews.has(quote.interviewId)).toBe(true);
    expectNoMeridian(summary);
  });
});

describe('custom analysis graphs on the demo data', () => {
  it('gives one value per company for each parameter, matching the stored answers', async () => {
    const customer = await demo.as('customer');
    const parameters = ['stress test', 'generative AI', 'quantum computing'];
    const result = AnalysisResultSchema.parse(
      (
        await customer.post(clientUrl(MERIDIAN_CAPITAL, 'generate-analysis')).send({
          type: 'graph',
          question: 'Who talks about what?',
          graphType: 'bar',
          parameters,
        })
      ).body,
    );
    const knex = demo.t.db.knex;
    const companies: string[] = await knex('interviews')
      .join('answers', 'answers.interview_id', 'interviews.id')
      .where('interviews.client', MERIDIAN_CAPITAL)
      .whereNot('answers.answer_text', '[Skipped]')
      .distinct('interviews.company')
      .orderBy('interviews.company')
      .pluck('interviews.company');
    expect(result.companies).toEqual(companies);
    expect(result.series.map((entry) => entry.parameter)).toEqual(parameters);
    for (const entry of result.series) {
      expect(entry.values).toHaveLength(companies.length);
      for (const [position, company] of companies.entries()) {
        const mentioning = await knex('answers as a')
          .join('interviews as i', 'i.id', 'a.interview_id')
          .where({ 'i.client': MERIDIAN_CAPITAL, 'i.company': company })
          .whereRaw("to_tsvector('english', a.answer_text) @@ phraseto_tsquery('english', ?)", [
            entry.parameter,
          ])
          .pluck('a.id');
        expect(entry.values[position], `${entry.parameter} at ${company}`).toBe(mentioning.length);
      }
      expect(entry.total).toBe(entry.values.reduce((sum, value) => sum + value, 0));
    }
    // A parameter nobody mentions is a row of zeros, and the text says 0, not a guess.
    expect(result.series[2]!.total).toBe(0);
    expect(result.analysis).toContain('“quantum computing” is mentioned in 0 answers');
  });
});
