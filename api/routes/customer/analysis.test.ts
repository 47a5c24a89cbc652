import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnalysisResult, AnalysisResultSchema, SKIPPED_ANSWER } from '../../../sync/contract';
import type { Interview } from '../../models';
import {
  createAnswer,
  createCustomer,
  createInterview,
  createProject,
  createUser,
  signIn,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { CLIENT_A, clientUrl, createResearchData, type ResearchData } from './researchFixture';

const LEDGER = 'Ledger Partners';

let t: TestApp;
let data: ResearchData;
let ledger: supertest.Agent;
let ledgerInterviews: Record<string, Interview>;

/**
 * A small hand-built set for exact counts. Per answer: does it discuss cloud / cost /
 * "data quality" (by meaning: the words of a parameter in one sentence, any order,
 * whole words, never a substring)?
 */
const LEDGER_ANSWERS: Record<string, string[]> = {
  'Alder Bank': [
    // cloud yes (twice, still one answer), cost yes ("costs")
    'Cloud migration cut our costs. We run everything in the cloud now.',
    // data quality yes
    'Data quality is our main worry.',
  ],
  'Birch Capital': [
    // cloud yes ("clouds")
    'We avoided the clouds of hype entirely.',
    // cloud no ("cloudy" is another word), data quality yes (in other words), cost no
    'Cloudy forecasts hurt planning, and the quality of our data is poor.',
    SKIPPED_ANSWER,
  ],
  'Cedar Trust': [
    // cost yes ("costing", "costs"); "data" alone is not "data quality"
    'Costing models are hard to build. Scarcity of data drives up costs.',
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  data = await createResearchData(t.db.knex);
  const project = await createProject(t.db.knex, {
    client: LEDGER,
    name: 'Infrastructure survey',
    baseQuestions: ['Question one?', 'Question two?', 'Question three?'],
  });
  ledgerInterviews = {};
  for (const [company, answers] of Object.entries(LEDGER_ANSWERS)) {
    const { interview, questions } = await createInterview(t.db.knex, project, { company });
    ledgerInterviews[company] = interview;
    for (const [index, text] of answers.entries()) {
      await createAnswer(t.db.knex, questions[index]!, text);
    }
  }
  ledger = await signIn(t.agent(), await createCustomer(t.db.knex, LEDGER));
});
afterAll(() => t.close());

async function analyse(body: object, client = LEDGER, caller = ledger): Promise<AnalysisResult> {
  const response = await caller.post(clientUrl(client, 'generate-analysis')).send(body);
  expect(response.status).toBe(200);
  return AnalysisResultSchema.parse(response.body);
}

describe('graph analysis', () => {
  it('counts the answers mentioning each parameter per company, exactly', async () => {
    const result = await analyse({
      type: 'graph',
      question: 'What comes up most?',
      graphType: 'bar',
      parameters: [' cloud ', '', 'cost', '   ', 'data quality', 'the'],
    });
    expect(result).toMatchObject({
      type: 'graph',
      question: 'What comes up most?',
      graphType: 'bar',
      dataPoints: 5,
      companies: ['Alder Bank', 'Birch Capital', 'Cedar Trust'],
      series: [
        { parameter: 'cloud', values: [1, 1, 0], total: 2 },
        { parameter: 'cost', values: [1, 0, 1], total: 2 },
        { parameter: 'data quality', values: [1, 1, 0], total: 2 },
        { parameter: 'the', values: [0, 0, 0], total: 0 },
      ],
      items: [],
    });
    expect(result.analysis).toBe(
      'Across 5 answers from 3 companies: ' +
        '“cloud” is mentioned in 2 answers (Alder Bank 1, Birch Capital 1, Cedar Trust 0); ' +
        '“cost” is mentioned in 2 answers (Alder Bank 1, Birch Capital 0, Cedar Trust 1); ' +
        '“data quality” is mentioned in 2 answers (Alder Bank 1, Birch Capital 1, Cedar Trust 0); ' +
        '“the” is mentioned in 0 answers (Alder Bank 0, Birch Capital 0, Cedar Trust 0).',
    );
  });

  it('counts only the selected transcripts', async () => {
    const result = await analyse({
      type: 'graph',
      question: 'Cloud at Birch?',
      graphType: 'pie',
      parameters: ['cloud'],
      transcriptIds: [ledgerInterviews['Birch Capital']!.id],
    });
    expect(result).toMatchObject({
      dataPoints: 2,
      companies: ['Birch Capital'],
      graphType: 'pie',
      series: [{ parameter: 'cloud', values: [1], total: 1 }],
    });
  });

  it('stores the request and result as a graph analysis', async () => {
    const result = await analyse({
      type: 'graph',
      question: 'Costs?',
      graphType: 'line',
      parameters: ['cost '],
    });
    const row = await t.db.knex('analyses').where({ id: result.id }).first();
    expect(row).toMatchObject({ client: LEDGER, kind: 'graph' });
    expect(row.request).toEqual({
      type: 'graph',
      question: 'Costs?',
      graphType: 'line',
      parameters: ['cost'],
    });
    expect(row.result.series).toEqual(result.series);
    expect(row.result.analysis).toBe(result.analysis);
  });
});

describe('list analysis', () => {
  it('ranks key phrases of the answers that address the question, with verbatim citations', async () => {
    const customer = await signIn(t.agent(), await createCustomer(t.db.knex, CLIENT_A));
    const result = await analyse(
      { type: 'list', question: 'What do experts say about ESG?' },
      CLIENT_A,
      customer,
    );
    expect(result.type).toBe('list');
    expect(result.graphType).toBeNull();
    expect(result.series).toEqual([]);
    expect(result.companies).toEqual(['Crestline Capital', 'Northwind Bank', 'Summit Partners']);
    expect(result.items.length).toBeGreaterThan(2);
    const scores = result.items.map((item) => item.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    // The three ESG answers; two of them name data quality.
    expect(result.dataPoints).toBe(3);
    expect(result.items[0]).toMatchObject({ text: 'data quality', score: 2 });
    for (const item of result.items) {
      expect(item.citations.length).toBeGreaterThan(0);
      for (const citation of item.citations) {
        const stored = await t.db.knex('answers').where({ id: citation.answerId }).first();
        expect(stored.answer_text).toContain(citation.quote);
        expect(citation.quote.toLowerCase()).toContain(item.text.toLowerCase().split(' ')[0]);
      }
    }
    expect(result.analysis).toMatch(
      /^In the 3 answers from 3 companies that address this question, the themes mentioned most often are data quality \(2 answers from 2 experts\), /,
    );
    expect(JSON.stringify(result)).not.toContain(data.answerB.id);
  });

  it('falls back to every selected answer when none uses the question words, and says so', async () => {
    const result = await analyse({ type: 'list', question: 'What are the recurring themes?' });
    expect(result.dataPoints).toBe(5);
    expect(result.analysis).toMatch(
      /^No answer uses the question's words, so these themes span all 5 answers from 3 companies\./,
    );
    // Key phrases, not lone words: "cloud" alone is not a theme while a phrase recurs.
    expect(result.items.map((item) => item.text)).toContain('data quality');
    expect(result.items.map((item) => item.text)).not.toContain('cloud');
    const stored = await t.db.knex('analyses').where({ id: result.id }).first();
    expect(stored).toMatchObject({
      kind: 'list',
      request: { type: 'list', question: 'What are the recurring themes?' },
    });
  });

  it('is open to admins for any client', async () => {
    const admin = await signIn(t.agent(), await createUser(t.db.knex, { role: 'admin' }));
    const result = await analyse({ type: 'list', question: 'Cloud?' }, LEDGER, admin);
    expect(result.dataPoints).toBe(2);
  });
});
