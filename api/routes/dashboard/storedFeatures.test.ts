import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClientDashboard,
  ClientDashboardSchema,
  pageSchema,
  SearchResultSchema,
} from '../../../sync/contract';
import { sentimentBreakdown } from '../../ai/analysis/sentiment';
import { discussedTopics } from '../../ai/insights/questionTopics';
import { analysePassages } from '../../ai/passages';
import { isRealAnswer, loadAnswerRecords } from '../../commands/answerRecordLoader';
import { DASHBOARD_TOPICS } from '../../commands/dashboardCalculator';
import { assessRecords } from '../../commands/responseQualityScorer';
import { responseQualityFigures } from '../../quality/responseQualityFigures';
import { clientUrl } from '../customer/researchFixture';
import { createDemoApp, type DemoApp, MERIDIAN_CAPITAL } from './demoFixture';

let demo: DemoApp;
let knex: Knex;

beforeAll(async () => {
  demo = await createDemoApp();
  knex = demo.t.db.knex;
});
afterAll(() => demo.t.close());

async function dashboard(company: string | null): Promise<ClientDashboard> {
  const response = await (await demo.as('customer'))
    .get(clientUrl(MERIDIAN_CAPITAL, 'dashboard'))
    .query(company === null ? {} : { company });
  expect(response.status, response.text).toBe(200);
  return ClientDashboardSchema.parse(response.body);
}

/**
 * The figures as the dashboard computed them before per-answer storage: every stored
 * answer read again with wink-nlp, nothing taken from answer_features.
 */
async function fromScratch(company: string | null) {
  const records = await loadAnswerRecords(knex, { client: MERIDIAN_CAPITAL, company });
  const real = records.filter(isRealAnswer);
  const topicAnswers = analysePassages(real).map(({ passage, terms }) => ({ ...passage, terms }));
  return {
    quality: responseQualityFigures([...assessRecords(records).values()]),
    sentiment: sentimentBreakdown(real),
    topics: discussedTopics(topicAnswers, DASHBOARD_TOPICS).map((topic) => ({
      label: topic.label,
      answers: topic.answers.length,
      companyCount: topic.companies.length,
    })),
    answerIds: discussedTopics(topicAnswers, DASHBOARD_TOPICS).map((topic) =>
      topic.answers.map((answer) => answer.answerId).sort(),
    ),
    answers: real.length,
  };
}

/**
 * The answers the topic filter keeps, through search (every answer with words matches
 * `-qqzzxq`, "without this word"): the dashboard counts them but lists no ids.
 */
async function answersAbout(company: string | null, topic: string): Promise<string[]> {
  const response = await (await demo.as('customer')).get('/api/search').query({
    q: '-qqzzxq',
    client: MERIDIAN_CAPITAL,
    topic,
    limit: '200',
    ...(company === null ? {} : { company }),
  });
  expect(response.status, response.text).toBe(200);
  const page = pageSchema(SearchResultSchema).parse(response.body);
  expect(page.nextCursor).toBeNull();
  return page.items.map((result) => result.id).sort();
}

async function expectAgreement(
  shown: ClientDashboard,
  expected: Awaited<ReturnType<typeof fromScratch>>,
) {
  expect(
    shown.responseQuality.map(({ key, numerator, denominator, percent }) => ({
      key,
      numerator,
      denominator,
      percent,
    })),
  ).toEqual(
    expected.quality.map(({ key, numerator, denominator, percent }) => ({
      key,
      numerator,
      denominator,
      percent,
    })),
  );
  const { answers, positive, neutral, negative } = shown.sentiment;
  expect({ answers, positive, neutral, negative }).toEqual(expected.sentiment);
  expect(shown.topics.items).toEqual(expected.topics);
  expect(shown.topics.answers).toBe(expected.answers);
  // The same answers behind each bar, not only as many: what its topic filter keeps.
  for (const [index, topic] of shown.topics.items.entries()) {
    expect(await answersAbout(shown.filters.company, topic.label), topic.label).toEqual(
      expected.answerIds[index],
    );
  }
}

describe('the dashboard from stored per-answer features', () => {
  it('agrees with a computation from scratch on the demo data, unfiltered and per company', async () => {
    const first = await dashboard(null);
    expect(first.topics.items.length).toBeGreaterThan(0);
    await expectAgreement(first, await fromScratch(null));
    await expectAgreement(
      await dashboard('Northbridge Bank'),
      await fromScratch('Northbridge Bank'),
    );
  });

  it('still agrees after an answer is rewritten, on the next read', async () => {
    const before = await dashboard(null);
    const records = await loadAnswerRecords(knex, { client: MERIDIAN_CAPITAL });
    const assessments = assessRecords(records);
    const specific = records.find((record) => assessments.get(record.answerId)!.specific)!;
    await knex('answers').where({ id: specific.answerId }).update({ answer_text: 'Fine, thanks.' });
    const after = await dashboard(null);
    const specificity = (shown: ClientDashboard) => shown.responseQuality[1]!.numerator;
    expect(specificity(after)).toBe(specificity(before) - 1);
    await expectAgreement(after, await fromScratch(null));
  });
});
