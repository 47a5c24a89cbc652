import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discussedTopics, isAbout, QuestionTerms, topicStems } from '../ai/insights/questionTopics';
import { analysePassages } from '../ai/passages';
import { DEMO_CLIENTS } from '../db/seeds/content/clients';
import { createDemoApp, type DemoApp } from '../routes/dashboard/demoFixture';
import { isRealAnswer, loadAnswerRecords } from './answerRecordLoader';
import { type DashboardFilter, prepareFilter } from './dashboardScope';
import { topicsInScope } from './dashboardTopics';

let demo: DemoApp;
beforeAll(async () => {
  demo = await createDemoApp();
});
afterAll(() => demo.t.close());
const db = (): Knex => demo.t.db.knex;

/** What a topic shows: its label, how many answers are about it, and their companies. */
type Shown = { label: string; answers: number; companies: string[] }[];

/** Counted by PostgreSQL, as the dashboard counts. */
async function inSql(filter: DashboardFilter, limit: number): Promise<Shown> {
  const questionTerms = new QuestionTerms();
  const about = await prepareFilter(db(), filter, questionTerms);
  const topics = await topicsInScope(db(), filter, about, limit, questionTerms);
  return topics.map(({ label, answers, companies }) => ({ label, answers, companies }));
}

/** Counted in memory, every answer read again with wink-nlp: the rule as written. */
async function inMemory(filter: DashboardFilter, limit: number): Promise<Shown> {
  const records = await loadAnswerRecords(db(), { client: filter.client, company: filter.company });
  const questionTerms = new QuestionTerms();
  const stems = filter.topic === null ? null : topicStems(filter.topic);
  const answers = analysePassages(records.filter(isRealAnswer))
    .map(({ passage, terms }) => ({ ...passage, terms }))
    .filter(
      (answer) =>
        stems === null ||
        isAbout(stems, new Set(answer.terms), questionTerms.of(answer.baseQuestionText)),
    );
  return discussedTopics(answers, limit, questionTerms).map((topic) => ({
    label: topic.label,
    answers: topic.answers.length,
    companies: topic.companies,
  }));
}

describe('topicsInScope', () => {
  it.each(DEMO_CLIENTS)(
    "counts %s's topics as the in-memory rule does: whole, per company and per topic",
    async (client) => {
      const whole = await inMemory({ client, company: null, topic: null }, 4);
      expect(whole.length, 'the demo data names topics').toBeGreaterThan(1);
      const companies: string[] = await db()('interviews')
        .where({ client })
        .distinct('company')
        .pluck('company');
      const filters: DashboardFilter[] = [
        { client, company: null, topic: null },
        ...companies.map((company) => ({ client, company, topic: null })),
        ...whole.map((topic) => ({ client, company: null, topic: topic.label })),
        { client, company: companies[0]!, topic: whole[0]!.label },
        { client, company: null, topic: 'no such subject' },
      ];
      for (const filter of filters) {
        // 50 reaches candidates a better topic makes redundant, not only the top four.
        for (const limit of [4, 50]) {
          expect(await inSql(filter, limit), JSON.stringify({ filter, limit })).toEqual(
            await inMemory(filter, limit),
          );
        }
      }
    },
  );
});
