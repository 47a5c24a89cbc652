import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SearchResult, SearchResultListSchema } from '../../../sync/contract';
import type { User } from '../../models';
import {
  createAnswer,
  createCustomer,
  createInterview,
  createProject,
  createUser,
  signIn,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import {
  CLIENT_A,
  CLIENT_B,
  createResearchData,
  type ResearchData,
} from '../customer/researchFixture';

let t: TestApp;
let data: ResearchData;
let customerA: supertest.Agent;
let admin: supertest.Agent;
let adminUser: User;

beforeAll(async () => {
  t = await createTestApp();
  data = await createResearchData(t.db.knex);
  customerA = await signIn(t.agent(), await createCustomer(t.db.knex, CLIENT_A));
  adminUser = await createUser(t.db.knex, { role: 'admin' });
  admin = await signIn(t.agent(), adminUser);
});
afterAll(() => t.close());

async function search(caller: supertest.Agent, query: Record<string, string>) {
  const response = await caller.get('/api/search').query(query);
  expect(response.status).toBe(200);
  return SearchResultListSchema.parse(response.body);
}

const ids = (results: SearchResult[]) => results.map((result) => result.id).sort();

describe('GET /api/search', () => {
  it("finds a customer's own answers by stemmed words, with expert, company and question", async () => {
    const results = await search(customerA, { q: 'data quality' });
    const dana = data.answersA['Dana Whitfield']!;
    const marcus = data.answersA['Marcus Lee']!;
    const priya = data.answersA['Priya Raman']!;
    expect(ids(results)).toEqual([dana[0]!.id, marcus[0]!.id, priya[1]!.id].sort());
    const marcusResult = results.find((result) => result.id === marcus[0]!.id);
    expect(marcusResult).toEqual({
      id: marcus[0]!.id,
      interviewId: data.interviewsA[1]!.id,
      expertName: 'Marcus Lee',
      company: 'Summit Partners',
      questionText: 'How is your firm approaching ESG integration?',
      answerText: marcus[0]!.answerText,
      createdAt: new Date(marcus[0]!.createdAt).toISOString(),
    });
    // "emission" finds "emissions": matching is on stems, not substrings.
    expect((await search(customerA, { q: 'emission' })).map((r) => r.expertName).sort()).toEqual([
      'Dana Whitfield',
      'Priya Raman',
    ]);
    // "loud" is inside "cloud", but not a word of any answer.
    expect(await search(customerA, { q: 'loud' })).toEqual([]);
  });

  it('ranks answers that use the words more often first', async () => {
    const results = await search(customerA, { q: 'capital' });
    expect(results[0]!.answerText).toMatch(/^Capital requirements under Basel III/);
  });

  it('understands web-style queries: quoted phrases and excluded words', async () => {
    const results = await search(customerA, { q: '"data quality" -spreadsheets' });
    expect(results.map((r) => r.expertName).sort()).toEqual(['Dana Whitfield', 'Marcus Lee']);
  });

  it('never returns skipped answers', async () => {
    expect(await search(customerA, { q: 'skipped' })).toEqual([]);
    expect(await search(admin, { q: '[Skipped]' })).toEqual([]);
  });

  it('returns [] for a query of only stop words or punctuation', async () => {
    expect(await search(customerA, { q: 'the and of' })).toEqual([]);
    expect(await search(customerA, { q: '!!! ??? ...' })).toEqual([]);
    expect(await search(customerA, { q: '\'":&|!()' })).toEqual([]);
  });

  it('scopes a customer to their own client: omitted means theirs, another is 403', async () => {
    expect(await search(customerA, { q: 'stablecoin' })).toEqual([]);
    expect(ids(await search(customerA, { q: 'cloud', client: CLIENT_A }))).toHaveLength(2);
    const other = await customerA.get('/api/search').query({ q: 'stablecoin', client: CLIENT_B });
    expect(other.status).toBe(403);
    expect(other.text).toBe("You don't have access to this client's data");
  });

  it('lets an admin search one client or all of them', async () => {
    expect(ids(await search(admin, { q: 'stablecoin' }))).toEqual([data.answerB.id]);
    expect(await search(admin, { q: 'stablecoin', client: CLIENT_A })).toEqual([]);
    expect(ids(await search(admin, { q: 'stablecoin', client: CLIENT_B }))).toEqual([
      data.answerB.id,
    ]);
  });

  it('answers 401 signed out and 403 to experts and unscoped customers naming a client', async () => {
    const signedOut = await t.request().get('/api/search').query({ q: 'cloud' });
    expect(signedOut.status).toBe(401);
    const expert = await signIn(t.agent(), await createUser(t.db.knex, { role: 'expert' }));
    expect((await expert.get('/api/search').query({ q: 'cloud' })).status).toBe(403);
    const unscoped = await signIn(t.agent(), await createUser(t.db.knex, { role: 'customer' }));
    expect(await search(unscoped, { q: 'cloud' })).toEqual([]);
    const named = await unscoped.get('/api/search').query({ q: 'cloud', client: CLIENT_A });
    expect(named.status).toBe(403);
  });

  it('requires a query and rejects unknown parameters', async () => {
    for (const query of [{}, { q: '' }, { q: '   ' }, { client: CLIENT_A }]) {
      const response = await customerA.get('/api/search').query(query);
      expect(response.status).toBe(400);
      expect(response.text).toBe('Search query is required');
    }
    const unknown = await customerA.get('/api/search').query({ q: 'cloud', page: '2' });
    expect(unknown.status).toBe(400);
    expect(unknown.text).toBe('Unknown field: page');
  });

  it('returns at most 50 results', async () => {
    const project = await createProject(t.db.knex, {
      client: 'Volume Bank',
      baseQuestions: ['How is liquidity?'],
    });
    for (let n = 0; n < 55; n++) {
      const { questions } = await createInterview(t.db.knex, project);
      await createAnswer(t.db.knex, questions[0]!, `Liquidity buffers are adequate at desk ${n}.`);
    }
    const results = await search(admin, { q: 'liquidity', client: 'Volume Bank' });
    expect(results).toHaveLength(50);
  });
});
