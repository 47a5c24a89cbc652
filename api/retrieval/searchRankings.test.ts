import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Answer } from '../models';
import { createAnswer, createInterview, createProject } from '../test/factories';
import { createTestApp, type TestApp } from '../test/testApp';
import { searchAnswers } from './fullTextSearch';
import { SearchRankings } from './searchRankings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRANSCRIPTION_PROVIDER: 'none' });
});
afterAll(() => t.close());

/** A client with `count` answers that mention tariffs, each a different number of times. */
async function clientWithTariffAnswers(client: string, count: number) {
  const project = await createProject(t.db.knex, { client, baseQuestions: ['How are tariffs?'] });
  const answers: Answer[] = [];
  for (let n = 0; n < count; n++) {
    const { questions } = await createInterview(t.db.knex, project);
    const text = `${'Tariffs bite. '.repeat(1 + (n % 4))}Desk ${n} reprices its import book.`;
    answers.push(await createAnswer(t.db.knex, questions[0]!, text));
  }
  return { project, answers };
}

const ids = (rows: { answerId: string }[]) => rows.map((row) => row.answerId);

describe('search rankings kept between requests', () => {
  it('rank again once an answer in scope is added or changed, and read the page afresh', async () => {
    const client = 'Kept Ranking Bank';
    const { project, answers } = await clientWithTariffAnswers(client, 3);
    const rankings = new SearchRankings();
    const search = { q: 'tariffs', scope: { clients: [client] }, filterKey: null };
    const first = await rankings.page(t.db.knex, search, { offset: 0, limit: 10 });
    expect(ids(first).sort()).toEqual(answers.map((answer) => answer.id).sort());

    const { questions } = await createInterview(t.db.knex, project);
    const added = await createAnswer(t.db.knex, questions[0]!, 'Tariffs, tariffs, tariffs.');
    await Answer.query(t.db.knex)
      .findById(answers[0]!.id)
      .patch({ answerText: 'Nothing to report on imports.' });
    const again = await rankings.page(t.db.knex, search, { offset: 0, limit: 10 });
    expect(ids(again)).toContain(added.id);
    expect(ids(again)).not.toContain(answers[0]!.id);
    const ranked = await searchAnswers(t.db.knex, search.scope, 'tariffs', { limit: 10 });
    expect(again).toEqual(ranked.map(({ rank: _rank, ...passage }) => passage));
  });

  it("rank again for a search over every client when any client's answers change", async () => {
    await clientWithTariffAnswers('All Clients One', 1);
    const rankings = new SearchRankings();
    const search = { q: 'tariffs', scope: { clients: null }, filterKey: null };
    const before = await rankings.page(t.db.knex, search, { offset: 0, limit: 200 });
    const { answers } = await clientWithTariffAnswers('All Clients Two', 1);
    const after = await rankings.page(t.db.knex, search, { offset: 0, limit: 200 });
    expect(after).toHaveLength(before.length + 1);
    expect(ids(after)).toContain(answers[0]!.id);
  });

  it('page through the kept ranking and past it in the same order as ranking each page', async () => {
    const client = 'Deep Pages Bank';
    await clientWithTariffAnswers(client, 9);
    const scope = { clients: [client] };
    const rankings = new SearchRankings(4);
    const search = { q: 'tariffs', scope, filterKey: null };
    for (const offset of [0, 2, 3, 4, 6, 8]) {
      const page = await rankings.page(t.db.knex, search, { offset, limit: 2 });
      const ranked = await searchAnswers(t.db.knex, scope, 'tariffs', { offset, limit: 2 });
      expect(ids(page), `offset ${offset}`).toEqual(ids(ranked));
    }
  });
});
