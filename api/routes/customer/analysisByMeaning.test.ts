import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnalysisResult, AnalysisResultSchema } from '../../../sync/contract';
import { createDemoApp, type DemoApp, MERIDIAN_CAPITAL } from '../dashboard/demoFixture';
import { clientUrl } from './researchFixture';

/**
 * Custom analysis on the demo data (Meridian Capital): themes are key phrases merged
 * by meaning, graph parameters count answers that discuss them in other words, and
 * each bar carries exactly the answers it counts.
 */

const ESG_PROJECT = 'prj_demo_esg';
const URL = clientUrl(MERIDIAN_CAPITAL, 'generate-analysis');
const GRAPH = {
  type: 'graph',
  graphType: 'bar',
  question: 'Which ESG subjects come up at each bank?',
  parameters: [
    'Scope 3 emissions',
    'climate stress testing',
    'sustainability-linked lending',
    'disagreement between ESG ratings',
    'jet-fuel hedging',
  ],
} as const;

let demo: DemoApp;
let graph: AnalysisResult;

beforeAll(async () => {
  demo = await createDemoApp();
  graph = await analyse(GRAPH);
});
afterAll(() => demo.t.close());

async function analyse(body: object): Promise<AnalysisResult> {
  const customer = await demo.as('customer');
  const response = await customer.post(URL).send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return AnalysisResultSchema.parse(response.body);
}

const seriesOf = (parameter: string) => graph.series.find((s) => s.parameter === parameter)!;
const quotesOf = (parameter: string) =>
  (seriesOf(parameter).answers ?? []).flat().map((citation) => citation.quote);

describe('themes of a list', () => {
  it('are key phrases, never lone words or the question’s own words, with answers and experts', async () => {
    const question = 'What are the main data challenges?';
    const list = await analyse({ type: 'list', question, projectId: ESG_PROJECT });
    const themes = list.items.map((item) => item.text);
    expect(themes.length).toBeGreaterThanOrEqual(4);
    // The list of single words, none of which is a theme any more.
    for (const word of ['clients', 'ESG', 'risk', 'emissions', 'sector', 'loans', 'rating']) {
      expect(themes).not.toContain(word);
    }
    for (const item of list.items) {
      expect(item.text, item.text).toMatch(/[\s-]/);
      expect(item.text.toLowerCase()).not.toMatch(/^(main )?data challenges?$/);
      expect(item.experts).toBeGreaterThanOrEqual(1);
      expect(item.experts).toBeLessThanOrEqual(item.score);
      expect(item.citations.length).toBeGreaterThan(0);
      expect(item.citations.length).toBeLessThanOrEqual(3);
      for (const citation of item.citations) {
        const stored = await demo.t.db.knex('answers').where({ id: citation.answerId }).first();
        expect(stored.answer_text).toContain(citation.quote);
      }
    }
    expect(list.analysis).toMatch(/\(\d+ answers? from \d+ experts?\)/);
  });
});

describe('graph parameters by meaning', () => {
  it('counts “disagreement between ESG ratings” where ratings disagree in other words', () => {
    expect(seriesOf('disagreement between ESG ratings').total).toBeGreaterThanOrEqual(1);
    expect(quotesOf('disagreement between ESG ratings')).toContain(
      'Third-party ESG ratings disagree so much that two vendors gave the same borrower our best and our worst grade in the same quarter.',
    );
  });

  it('counts “sustainability-linked lending” in answers about sustainability-linked loans', () => {
    expect(seriesOf('sustainability-linked lending').total).toBeGreaterThanOrEqual(2);
    expect(quotesOf('sustainability-linked lending')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Sustainability-linked loans are real revenue for us/),
        expect.stringMatching(/sustainability-linked margin step-down/),
      ]),
    );
  });

  it('keeps counting “Scope 3 emissions” where the phrase itself is, and nobody hedges jet fuel', async () => {
    const literal = await demo.t.db
      .knex('answers as a')
      .join('interviews as i', 'i.id', 'a.interview_id')
      .where('i.client', MERIDIAN_CAPITAL)
      .whereRaw(
        "to_tsvector('english', a.answer_text) @@ phraseto_tsquery('english', 'Scope 3 emissions')",
      )
      .pluck('a.id');
    expect(literal.length).toBeGreaterThan(0);
    const counted = (seriesOf('Scope 3 emissions').answers ?? []).flat().map((c) => c.answerId);
    expect(counted.sort()).toEqual([...literal].sort());
    expect(seriesOf('jet-fuel hedging')).toMatchObject({ total: 0 });
    expect(seriesOf('jet-fuel hedging').values.every((value) => value === 0)).toBe(true);
  });

  it("gives every bar exactly the answers it counts, from that bar's company, quoted verbatim", async () => {
    for (const series of graph.series) {
      expect(series.answers).toHaveLength(graph.companies.length);
      for (const [index, company] of graph.companies.entries()) {
        const answers = series.answers![index]!;
        expect(answers, `${series.parameter} at ${company}`).toHaveLength(series.values[index]!);
        expect(new Set(answers.map((a) => a.answerId)).size).toBe(answers.length);
        for (const citation of answers) {
          expect(citation.company).toBe(company);
          const stored = await demo.t.db
            .knex('answers as a')
            .join('interviews as i', 'i.id', 'a.interview_id')
            .where('a.id', citation.answerId)
            .first('a.answer_text', 'i.client', 'i.id as interviewId', 'i.expert_name');
          expect(stored).toMatchObject({
            client: MERIDIAN_CAPITAL,
            interviewId: citation.interviewId,
            expert_name: citation.expertName,
          });
          expect(stored.answer_text).toContain(citation.quote);
          expect(citation.questionText.length).toBeGreaterThan(0);
        }
      }
    }
  });
});

describe('authorization', () => {
  it('is unchanged: 401 signed out, 403 for another client’s customer', async () => {
    expect((await demo.t.agent().post(URL).send(GRAPH)).status).toBe(401);
    const harbor = await demo.as('customer2');
    expect((await harbor.post(URL).send(GRAPH)).status).toBe(403);
  });
});
