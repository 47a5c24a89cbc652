import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClientDashboard,
  ClientDashboardSchema,
  type SearchResult,
  SKIPPED_ANSWER,
} from '../../../sync/contract';
import { dashboardMethod, dashboardVersion } from '../../commands/dashboardSnapshots';
import { Project, Question } from '../../models';
import { assessAnswer } from '../../quality/answerQuality';
import { createAnswer, createInterview } from '../../test/factories';
import { clientUrl } from '../customer/researchFixture';
import { createDemoApp, type DemoApp, HARBOR_BANK, MERIDIAN_CAPITAL } from './demoFixture';
import { searchAll } from './searchFixture';

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

/** Every page of Meridian's answers matching `q`, with the dashboard's filters. */
async function searchAsCustomer(filters: { q?: string; company?: string; topic?: string }) {
  return searchAll(await demo.as('customer'), filters);
}

/**
 * The answers with their client, company and whether Postgres's own stemmer (not
 * wink-nlp, which the topics use) finds every word of `topic` in the answer or in the
 * question it answers (its own or, for a follow-up, the base question).
 */
function aboutByPostgres(ids: readonly string[], topic: string) {
  return knex('answers as a')
    .join('questions as q', 'q.id', 'a.question_id')
    .leftJoin('questions as parent', 'parent.id', 'q.parent_question_id')
    .join('interviews as i', 'i.id', 'a.interview_id')
    .whereIn('a.id', [...ids])
    .select(
      'a.id',
      'i.client',
      'i.company',
      'a.answer_text',
      knex.raw(
        `to_tsvector('english', a.answer_text) @@ plainto_tsquery('english', :topic)
          or to_tsvector('english', q.question_text) @@ plainto_tsquery('english', :topic)
          or to_tsvector('english', coalesce(parent.question_text, '')) @@ plainto_tsquery('english', :topic)
          as about`,
        { topic },
      ),
    ) as Promise<
    { id: string; client: string; company: string; answer_text: string; about: boolean }[]
  >;
}

/** Checks every answer is the client's (and company's), real, and about `topic`. */
async function expectAllAbout(results: readonly SearchResult[], topic: string, company?: string) {
  const rows = await aboutByPostgres(
    results.map((result) => result.id),
    topic,
  );
  expect(rows, topic).toHaveLength(results.length);
  for (const row of rows) {
    expect(row, topic).toMatchObject({ client: MERIDIAN_CAPITAL, about: true });
    if (company) expect(row.company).toBe(company);
    expect(isReal(row)).toBe(true);
  }
  return rows;
}

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

  it("ranks the four most discussed topics, each counting the client's answers about it", async () => {
    const { items } = unfiltered.topics;
    expect(items).toHaveLength(4);
    expect(items.map((item) => item.label)).toContain('ESG integration');
    const counts = items.map((item) => item.answers);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    // Every answer with words, as search sees them: the covering query finds them all.
    const real = (await storedAnswers()).filter(isReal);
    expect((await searchAsCustomer({})).map((result) => result.id).sort()).toEqual(
      real.map((row) => row.id).sort(),
    );
    for (const item of items) {
      // The answers behind the bar, read with its topic as a search filter: as many as
      // the bar says, each really about the topic (by Postgres's own stemmer), the client's.
      const behind = await searchAsCustomer({ topic: item.label });
      expect(behind, item.label).toHaveLength(item.answers);
      const rows = await expectAllAbout(behind, item.label);
      expect(item.companyCount).toBe(new Set(rows.map((row) => row.company)).size);
      // Named in the client report only: the dashboard sends the count.
      expect(item).not.toHaveProperty('companies');
      // And the dashboard with that topic counts the same answers.
      const filtered = await dashboard({ topic: item.label });
      expect(filtered.topics.answers, item.label).toBe(item.answers);
      expect(filtered.sentiment.answers, item.label).toBe(item.answers);
    }
    expect(unfiltered.topics.answers).toBe(real.length);
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
    expect(result.topics.items.length).toBeGreaterThan(0);
    for (const item of result.topics.items) {
      expect(item.companyCount).toBe(1);
      // Behind each bar, the company's answers about the topic, as many as it says.
      const behind = await searchAsCustomer({ company, topic: item.label });
      expect(behind, item.label).toHaveLength(item.answers);
      await expectAllAbout(behind, item.label, company);
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
    const { recentResponses } = unfiltered;
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

  it('narrows recent responses with the company and topic filters, as search does', async () => {
    const topic = 'ESG integration';
    const company = 'Northbridge Bank';
    const result = await dashboard({ topic, company });
    // The answers both filters keep: the company's, about the topic, among the bar's.
    const kept = await searchAsCustomer({ company, topic });
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toHaveLength(result.sentiment.answers);
    await expectAllAbout(kept, topic, company);
    const bar = new Set((await searchAsCustomer({ topic })).map((row) => row.id));
    for (const row of kept) expect(bar.has(row.id)).toBe(true);
    expect(result.recentResponses.length).toBeGreaterThan(0);
    const keptIds = kept.map((row) => row.id);
    for (const row of result.recentResponses) {
      expect(row.company).toBe(company);
      expect(keptIds).toContain(row.answer.id);
      // Searching its words with the same filters finds the answer shown.
      const words = row.answer.answerText
        .match(/[A-Za-z]{4,}/g)!
        .slice(0, 6)
        .join(' ');
      const found = await searchAsCustomer({ q: words, company, topic });
      expect(
        found.map((found) => found.id),
        words,
      ).toContain(row.answer.id);
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

  it('sends the kept dashboard as JSON in whichever encoding the client takes', async () => {
    const agent = await demo.as('customer');
    // A refusal is read as HTTP means it, whatever the letter case: `Q=0` refuses Brotli,
    // and a client that refuses every coding gets the body as it is.
    const sentAs = {
      identity: undefined,
      gzip: 'gzip',
      br: 'br',
      'br;Q=0, gzip': 'gzip',
      'identity;q=0.000, *;Q=0': undefined,
    };
    for (const [acceptEncoding, encoding] of Object.entries(sentAs)) {
      const response = await agent
        .get(clientUrl(MERIDIAN_CAPITAL, 'dashboard'))
        .set('Accept-Encoding', acceptEncoding);
      expect(response.status, acceptEncoding).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(ClientDashboardSchema.parse(response.body)).toEqual(unfiltered);
    }
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

  it('answers a body that does not grow with the answers: counts, never lists of ids', async () => {
    const read = async () => {
      const response = await (await demo.as('customer')).get(
        clientUrl(MERIDIAN_CAPITAL, 'dashboard'),
      );
      expect(response.status, response.text).toBe(200);
      return { text: response.text, body: ClientDashboardSchema.parse(response.body) };
    };
    const before = await read();
    expect(JSON.parse(before.text).topicAnswerIds).toBeUndefined();
    for (const item of JSON.parse(before.text).topics.items) expect(item.answerIds).toBeUndefined();
    // The only answer ids in it are the five recent responses'.
    const ids = (await storedAnswers()).map((row) => row.id);
    expect(ids.filter((id) => before.text.includes(`"${id}"`))).toHaveLength(
      before.body.recentResponses.length,
    );

    // Forty more answers about the top topic, in interviews not finished yet (so the
    // recent responses stay as they are): the figures count them, the body stays the size.
    const project = await Project.query(knex)
      .where({ client: MERIDIAN_CAPITAL })
      .orderBy('created_at')
      .first()
      .throwIfNotFound();
    const top = before.body.topics.items[0]!.label;
    let added = 0;
    while (added < 40) {
      const { questions } = await createInterview(knex, project, { company: 'Northbridge Bank' });
      for (const question of questions) {
        await createAnswer(knex, question, `On ${top}: progress is steady, answer ${added}.`);
        added += 1;
      }
    }
    const after = await read();
    expect(after.body.topics.answers).toBe(before.body.topics.answers + added);
    expect(after.body.topics.items[0]!.answers).toBeGreaterThanOrEqual(
      before.body.topics.items[0]!.answers + added,
    );
    expect(after.body.recentResponses).toEqual(before.body.recentResponses);
    expect(Math.abs(after.text.length - before.text.length)).toBeLessThan(100);
    expect(after.text.length).toBeLessThan(10_000);
  });

  it('never serves a dashboard stored in the old shape (before version 2): computes it again', async () => {
    const version = await dashboardVersion(knex, HARBOR_BANK);
    const current = dashboardMethod(demo.t.services.ai);
    const old = current.replace(/^figures \d+,/, 'figures 1,');
    expect(old).not.toBe(current);
    const oldShape = {
      client: HARBOR_BANK,
      topics: { items: [{ label: 'stale', answers: 1, answerIds: ['ans_x'] }] },
      topicAnswerIds: null,
    };
    await knex('dashboard_snapshots')
      .insert({
        client: HARBOR_BANK,
        version,
        method: old,
        body: JSON.stringify(oldShape),
        computed_at: knex.fn.now(),
      })
      .onConflict('client')
      .merge();
    const response = await (await demo.as('admin')).get(clientUrl(HARBOR_BANK, 'dashboard'));
    expect(response.status, response.text).toBe(200);
    expect(response.text).not.toContain('answerIds');
    const served = ClientDashboardSchema.parse(response.body);
    expect(served.topics.items.map((item) => item.label)).not.toContain('stale');
    const row = await knex('dashboard_snapshots').where({ client: HARBOR_BANK }).first();
    expect(row.method).toBe(current);
  });
});
