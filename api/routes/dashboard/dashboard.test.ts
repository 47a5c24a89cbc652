import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClientDashboard,
  ClientDashboardSchema,
  SKIPPED_ANSWER,
} from '../../../sync/contract';
import { Question } from '../../models';
import { assessAnswer } from '../../quality/answerQuality';
import { createAnswer } from '../../test/factories';
import { clientUrl } from '../customer/researchFixture';
import { createDemoApp, type DemoApp, MERIDIAN_CAPITAL } from './demoFixture';

let demo: DemoApp;
let knex: Knex;
let unfiltered: ClientDashboard;

beforeAll(async () => {
  demo = await createDemoApp();
  knex = demo.t.db.knex;
  unfiltered = await dashboard();
});
afterAll(() => demo.t.close());

async function dashboard(
  query: Record<string, string> = {},
  as: 'admin' | 'customer' = 'customer',
) {
  const response = await (await demo.as(as))
    .get(clientUrl(MERIDIAN_CAPITAL, 'dashboard'))
    .query(query);
  expect(response.status, response.text).toBe(200);
  return ClientDashboardSchema.parse(response.body);
}

/** Meridian's stored answers with their interview's company, optionally one company's. */
function storedAnswers(company?: string) {
  const query = knex('answers as a')
    .join('interviews as i', 'i.id', 'a.interview_id')
    .where('i.client', MERIDIAN_CAPITAL)
    .select('a.id', 'a.answer_text', 'i.company');
  if (company) query.where('i.company', company);
  return query as Promise<{ id: string; answer_text: string; company: string }[]>;
}

const isReal = (row: { answer_text: string }) =>
  row.answer_text.trim() !== '' && row.answer_text.trim() !== SKIPPED_ANSWER;

describe('GET /api/customer/:client/dashboard', () => {
  it('counts completed interviews among all of the client', async () => {
    const interviews = await knex('interviews').where({ client: MERIDIAN_CAPITAL });
    const completed = interviews.filter((row: { status: string }) => row.status === 'completed');
    expect(unfiltered.completion).toEqual({
      completed: completed.length,
      total: interviews.length,
      percent: Math.round((completed.length * 100) / interviews.length),
      explanation: `Interviews completed: ${completed.length} of ${interviews.length}.`,
    });
    expect(unfiltered.filters).toEqual({ company: null, topic: null });
    expect(unfiltered.companies).toEqual(
      [...new Set(interviews.map((row: { company: string }) => row.company))].sort(),
    );
  });

  it('computes the three response quality figures from the stored answers', async () => {
    const answers = await storedAnswers();
    const real = answers.filter(isReal);
    const specific = real.filter(
      (row) =>
        assessAnswer({
          text: row.answer_text,
          transcript: null,
          transcriptionStatus: 'none',
          hasAudio: false,
          durationMs: null,
        }).specific,
    );
    const [completeness, specificity, transcripts] = unfiltered.responseQuality;
    expect(completeness).toMatchObject({
      key: 'answerCompleteness',
      numerator: real.length,
      denominator: answers.length,
      percent: Math.round((real.length * 100) / answers.length),
    });
    expect(completeness!.explanation).toBe(
      `Answers not skipped: ${real.length} of ${answers.length} answers.`,
    );
    expect(specificity).toMatchObject({
      key: 'specificity',
      numerator: specific.length,
      denominator: real.length,
    });
    // Every demo answer was typed: no recording to judge, and the figure says so.
    expect(transcripts).toMatchObject({
      key: 'transcriptQuality',
      numerator: 0,
      denominator: 0,
      percent: null,
    });
    expect(transcripts!.explanation).toMatch(/there are no transcribed recordings yet\.$/);
  });

  it("ranks the four most discussed topics with the client's answers behind each", async () => {
    const { items } = unfiltered.topics;
    expect(items).toHaveLength(4);
    expect(items.map((item) => item.label)).toContain('ESG integration');
    const counts = items.map((item) => item.answers);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    for (const item of items) {
      expect(item.answerIds).toHaveLength(item.answers);
      expect(new Set(item.answerIds).size).toBe(item.answers);
      // Independently of wink-nlp: Postgres's own stemmer finds every word of the topic
      // in the answer or in the question it answers.
      const rows = await knex('answers as a')
        .join('questions as q', 'q.id', 'a.question_id')
        .join('interviews as i', 'i.id', 'a.interview_id')
        .whereIn('a.id', item.answerIds)
        .select(
          'i.client',
          'i.company',
          'a.answer_text',
          knex.raw(
            "to_tsvector('english', a.answer_text) @@ plainto_tsquery('english', ?) or to_tsvector('english', q.question_text) @@ plainto_tsquery('english', ?) as about",
            [item.label, item.label],
          ),
        );
      expect(rows, item.label).toHaveLength(item.answers);
      for (const row of rows) {
        expect(row).toMatchObject({ client: MERIDIAN_CAPITAL, about: true });
        expect(isReal(row)).toBe(true);
      }
      expect(item.companies).toEqual(
        [...new Set(rows.map((row: { company: string }) => row.company))].sort(),
      );
    }
    expect(unfiltered.topics.answers).toBe((await storedAnswers()).filter(isReal).length);
  });

  it('splits every real answer by sentiment, in percentages that add up to 100', () => {
    const { sentiment } = unfiltered;
    expect(sentiment.answers).toBe(unfiltered.topics.answers);
    expect(sentiment.positive + sentiment.neutral + sentiment.negative).toBe(sentiment.answers);
    const { positive, neutral, negative } = sentiment.percentages;
    expect(positive + neutral + negative).toBe(100);
    expect(Math.abs(positive - (sentiment.positive * 100) / sentiment.answers)).toBeLessThan(1);
    expect(sentiment.explanation).toContain(`of ${sentiment.answers} answers`);
  });

  it('applies the company filter to every figure', async () => {
    const company = 'Northbridge Bank';
    const result = await dashboard({ company });
    const interviews = await knex('interviews').where({ client: MERIDIAN_CAPITAL, company });
    const answers = await storedAnswers(company);
    expect(result.filters).toEqual({ company, topic: null });
    expect(result.companies).toEqual(unfiltered.companies);
    expect(result.completion.total).toBe(interviews.length);
    expect(result.completion.explanation).toMatch(
      /^Interviews completed with experts from Northbridge Bank: /,
    );
    expect(result.responseQuality[0]!.denominator).toBe(answers.length);
    expect(result.sentiment.answers).toBe(answers.filter(isReal).length);
    const own = new Set(answers.map((row) => row.id));
    for (const item of result.topics.items) {
      expect(item.companies).toEqual([company]);
      for (const id of item.answerIds) expect(own.has(id)).toBe(true);
    }
  });

  it("applies the topic filter: a topic's answers are exactly those its bar counts", async () => {
    const topic = unfiltered.topics.items.find((item) => item.label === 'ESG integration')!;
    const result = await dashboard({ topic: topic.label });
    expect(result.filters).toEqual({ company: null, topic: 'ESG integration' });
    expect(result.sentiment.answers).toBe(topic.answers);
    expect(result.topics.items[0]).toMatchObject({ label: topic.label, answers: topic.answers });
    expect(result.completion.total).toBeGreaterThan(0);
    expect(result.completion.total).toBeLessThan(unfiltered.completion.total);
    expect(result.completion.explanation).toMatch(
      /^Interviews completed about “ESG integration”: /,
    );
  });

  it('lists recent responses: completed interviews newest first, each with its newest answer', async () => {
    const completed = await knex('interviews')
      .where({ client: MERIDIAN_CAPITAL, status: 'completed' })
      .orderBy('completed_at', 'desc');
    const { recentResponses, topicAnswerIds } = unfiltered;
    expect(topicAnswerIds).toBeNull();
    expect(recentResponses).toHaveLength(5);
    expect(recentResponses.map((row) => row.interviewId)).toEqual(
      completed.slice(0, 5).map((row: { id: string }) => row.id),
    );
    for (const row of recentResponses) {
      const answers = (await storedAnswers()).filter(isReal).map((answer) => answer.id);
      expect(answers).toContain(row.answer.id);
      const stored = await knex('answers').where({ id: row.answer.id }).first();
      expect(stored.interview_id).toBe(row.interviewId);
      expect(row.answer.answerText).toBe(stored.answer_text);
      const newer = await knex('answers')
        .where({ interview_id: row.interviewId })
        .andWhere('created_at', '>', stored.created_at)
        .whereNot({ answer_text: SKIPPED_ANSWER });
      expect(newer).toEqual([]);
    }
  });

  it('narrows recent responses and lists the answer ids with the company and topic filters', async () => {
    const topic = 'ESG integration';
    const company = 'Northbridge Bank';
    const result = await dashboard({ topic, company });
    const bar = (await dashboard({ topic })).topics.items.find((item) => item.label === topic)!;
    const fromCompany = new Set((await storedAnswers(company)).map((row) => row.id));
    expect(result.topicAnswerIds).not.toBeNull();
    expect(result.topicAnswerIds!.length).toBeGreaterThan(0);
    for (const id of result.topicAnswerIds!) {
      expect(fromCompany.has(id)).toBe(true);
      expect(bar.answerIds).toContain(id);
    }
    expect(result.recentResponses.length).toBeGreaterThan(0);
    for (const row of result.recentResponses) {
      expect(row.company).toBe(company);
      expect(result.topicAnswerIds).toContain(row.answer.id);
    }
  });

  it("finds answers for each of the spec's filter topics", async () => {
    for (const topic of ['ESG Integration', 'Technology Adoption', 'Regulatory Changes']) {
      const result = await dashboard({ topic });
      expect(result.sentiment.answers, topic).toBeGreaterThan(0);
      expect(result.completion.total, topic).toBeGreaterThan(0);
    }
  });

  it('says there is nothing rather than inventing figures for a topic nobody discusses', async () => {
    const result = await dashboard({ topic: 'quantum computing' });
    expect(result.completion).toMatchObject({ completed: 0, total: 0, percent: 0 });
    for (const figure of result.responseQuality) {
      expect(figure).toMatchObject({ percent: null, numerator: 0, denominator: 0 });
      expect(figure.explanation).toMatch(/about “quantum computing”: there are no .* yet\.$/);
    }
    expect(result.topics).toEqual({
      items: [],
      answers: 0,
      explanation: 'Topics discussed about “quantum computing”: there are no answers yet.',
    });
    expect(result.sentiment).toMatchObject({
      answers: 0,
      percentages: { positive: 0, neutral: 0, negative: 0 },
    });
    expect(result.sentiment.explanation).toContain('there are no answers yet');
  });

  it('treats a blank filter as none and refuses malformed ones', async () => {
    const blank = await dashboard({ company: '  ', topic: '' }, 'admin');
    expect(blank.filters).toEqual({ company: null, topic: null });
    expect(blank.completion).toEqual(unfiltered.completion);
    const customer = await demo.as('customer');
    const long = await customer
      .get(clientUrl(MERIDIAN_CAPITAL, 'dashboard'))
      .query({ topic: 'x'.repeat(201) });
    expect([long.status, long.text]).toEqual([400, 'Filters must be 200 characters or less']);
    const unknown = await customer
      .get(clientUrl(MERIDIAN_CAPITAL, 'dashboard'))
      .query({ sort: 'a' });
    expect([unknown.status, unknown.text]).toEqual([400, 'Unknown field: sort']);
  });

  it('keeps nothing stale: a new answer shows on the next read', async () => {
    const question = await Question.query(knex)
      .where({ interview_id: 'int_demo_ai_06', order_index: 0 })
      .first()
      .throwIfNotFound();
    await createAnswer(knex, question, SKIPPED_ANSWER);
    const result = await dashboard();
    const [completeness] = result.responseQuality;
    expect(completeness!.denominator).toBe(unfiltered.responseQuality[0]!.denominator + 1);
    expect(completeness!.numerator).toBe(unfiltered.responseQuality[0]!.numerator);
  });
});
