import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Insight, InsightListSchema, type Trends, TrendsSchema } from '../../../sync/contract';
import { generateClientInsights } from '../../commands/insightGenerator';
import { Question } from '../../models';
import { createAnswer, createCustomer, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import {
  CLIENT_A,
  CLIENT_B,
  clientUrl,
  createResearchData,
  QUESTIONS,
  type ResearchData,
} from './researchFixture';

let t: TestApp;
let data: ResearchData;
let agent: supertest.Agent;

beforeAll(async () => {
  t = await createTestApp();
  data = await createResearchData(t.db.knex);
  agent = await signIn(t.agent(), await createCustomer(t.db.knex, CLIENT_A));
});
afterAll(() => t.close());

/** Every “…” quoted in an insight's content. */
function quotesIn(content: string): string[] {
  return [...content.matchAll(/“([^”]+)”/g)].map((match) => match[1]!);
}

async function answerTexts(interviewIds: string[], questionText: string): Promise<string[]> {
  return t.db
    .knex('answers as a')
    .join('questions as q', 'q.id', 'a.question_id')
    .leftJoin('questions as parent', 'parent.id', 'q.parent_question_id')
    .whereIn('a.interview_id', interviewIds)
    .whereRaw('coalesce(parent.question_text, q.question_text) = ?', [questionText])
    .pluck('a.answer_text');
}

describe('POST /api/customer/:client/generate-insights', () => {
  let insights: Insight[];

  beforeAll(async () => {
    const response = await agent.post(clientUrl(CLIENT_A, 'generate-insights'));
    expect(response.status).toBe(200);
    insights = InsightListSchema.parse(response.body);
  });

  it('makes one insight per answered base question, titled by its topic', () => {
    expect(insights.map((insight) => insight.title)).toEqual([
      'ESG integration',
      'Technologies',
      'Regulatory changes',
    ]);
    for (const insight of insights) {
      expect(insight.client).toBe(CLIENT_A);
      expect(insight.projectId).toBe(data.projectA.id);
      expect(insight.category).toBe('Banking outlook 2025');
    }
  });

  it('lists the interviews each insight draws on, leaving out skipped answers', () => {
    const [dana, marcus, priya] = data.interviewsA.map((interview) => interview.id);
    expect([...insights[0]!.interviewIds].sort()).toEqual([dana, marcus, priya].sort());
    // Marcus skipped the regulation question.
    expect([...insights[2]!.interviewIds].sort()).toEqual([dana, priya].sort());
  });

  it('summarises with sentences quoted verbatim from the answers to that question', async () => {
    for (const [index, insight] of insights.entries()) {
      const quotes = quotesIn(insight.content);
      expect(quotes.length).toBeGreaterThan(0);
      const answers = await answerTexts(insight.interviewIds, QUESTIONS[index]!);
      for (const quote of quotes) {
        expect(answers.some((answer) => answer.includes(quote))).toBe(true);
      }
    }
    expect(insights[2]!.content).toMatch(
      /^2 answers from 2 experts at Crestline Capital and Northwind Bank\. “/,
    );
    expect(insights[0]!.content).toContain('(Marcus Lee, Summit Partners)');
  });

  it('stores the insights, which GET returns in generation order', async () => {
    const response = await agent.get(clientUrl(CLIENT_A, 'insights'));
    expect(response.status).toBe(200);
    expect(response.body).toEqual(insights);
    const times = insights.map((insight) => Date.parse(insight.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('stores topic frequencies and sentiment as the client trends analysis', async () => {
    const rows = await t.db.knex('analyses').where({ client: CLIENT_A, kind: 'trends' });
    expect(rows).toHaveLength(1);
    const trends: Trends = TrendsSchema.parse(rows[0].result);
    expect(trends.answers).toBe(8);
    expect(trends.interviews).toBe(3);
    expect(trends.companies).toEqual(['Crestline Capital', 'Northwind Bank', 'Summit Partners']);
    expect(trends.topics).toEqual([
      { label: 'ESG integration', mentions: 3 },
      { label: 'Technologies', mentions: 3 },
      { label: 'Regulatory changes', mentions: 2 },
    ]);
    expect(trends.themes.map((theme) => theme.label)).toContain('data quality');
    expect(trends.themes.find((theme) => theme.label === 'data quality')?.mentions).toBe(3);
    const { positive, neutral, negative, percentages } = trends.sentiment;
    expect(positive + neutral + negative).toBe(8);
    expect(percentages.positive + percentages.neutral + percentages.negative).toBe(100);
  });

  it("never draws on another client's answers", () => {
    expect(insights.flatMap((insight) => insight.interviewIds)).not.toContain(data.interviewB.id);
    expect(JSON.stringify(insights)).not.toMatch(/stablecoin|Fjord/i);
  });

  it('replaces the previous insights and trends instead of appending', async () => {
    const again = await agent.post(clientUrl(CLIENT_A, 'generate-insights'));
    expect(again.status).toBe(200);
    expect(again.body).toHaveLength(3);
    const stored = await t.db.knex('insights').where({ client: CLIENT_A }).pluck('id');
    expect(stored.sort()).toEqual(again.body.map((insight: Insight) => insight.id).sort());
    expect(stored).not.toContain(insights[0]!.id);
    expect(await t.db.knex('analyses').where({ client: CLIENT_A, kind: 'trends' })).toHaveLength(1);
    insights = again.body;
  });

  it('keeps one set when two regenerations race', async () => {
    const [first, second] = await Promise.all([
      agent.post(clientUrl(CLIENT_A, 'generate-insights')),
      agent.post(clientUrl(CLIENT_A, 'generate-insights')),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await t.db.knex('insights').where({ client: CLIENT_A })).toHaveLength(3);
    expect(await t.db.knex('analyses').where({ client: CLIENT_A, kind: 'trends' })).toHaveLength(1);
  });

  it('counts a follow-up answer under the base question it followed', async () => {
    const base = await Question.query(t.db.knex)
      .where({ interview_id: data.interviewsA[1]!.id, question_text: QUESTIONS[2]! })
      .first();
    const followup = await Question.query(t.db.knex).insertAndFetch({
      interviewId: data.interviewsA[1]!.id,
      questionText: 'Which disclosure rule costs you the most time?',
      questionType: 'followup',
      parentQuestionId: base!.id,
      orderIndex: 3,
    });
    await createAnswer(
      t.db.knex,
      followup,
      'The climate disclosure rules cost us weeks of reporting work every quarter.',
    );
    const response = await agent.post(clientUrl(CLIENT_A, 'generate-insights'));
    const regulation = (response.body as Insight[]).find((i) => i.title === 'Regulatory changes');
    expect(regulation?.interviewIds).toContain(data.interviewsA[1]!.id);
    expect(regulation?.content).toMatch(
      /^3 answers from 3 experts at Crestline Capital, Northwind Bank and Summit Partners\. “/,
    );
  });
});

describe('a client without answers', () => {
  it('gets [] and keeps its existing insights', async () => {
    const client = 'Quiet Holdings';
    await t.db.knex('insights').insert({
      id: 'ins_existing',
      client,
      title: 'Earlier insight',
      content: 'Kept',
      category: 'Earlier',
      interview_ids: JSON.stringify([]),
    });
    const quiet = await signIn(t.agent(), await createCustomer(t.db.knex, client));
    const response = await quiet.post(clientUrl(client, 'generate-insights'));
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
    expect(await t.db.knex('insights').where({ client }).pluck('id')).toEqual(['ins_existing']);
    const listed = await quiet.get(clientUrl(client, 'insights'));
    expect(listed.body.map((insight: Insight) => insight.title)).toEqual(['Earlier insight']);
  });
});

describe('generateClientInsights (for the demo seed)', () => {
  it('runs inside a caller transaction with the local engine by default', async () => {
    const insights = await t.db.knex.transaction((trx) => generateClientInsights(trx, CLIENT_B));
    expect(insights).toHaveLength(1);
    expect(insights[0]!.title).toBe('Payment innovations');
    // Its only answer is short and names no figure: flagged for review, so counted, not quoted.
    expect(insights[0]!.content).toBe('1 answer from 1 expert at Fjord Savings.');
    expect(await t.db.knex('insights').where({ client: CLIENT_A })).toHaveLength(3);
  });
});
