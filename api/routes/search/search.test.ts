import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pageSchema,
  SEARCH_FILTER_NEEDS_CLIENT,
  type SearchResult,
  SearchResultListSchema,
  SearchResultSchema,
} from '../../../sync/contract';
import type { Answer, User } from '../../models';
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
const idsOf = (answers: Answer[]) => answers.map((answer) => answer.id).sort();

const SearchPageSchema = pageSchema(SearchResultSchema);

/** Every page of a search, `limit` at a time, checking each page but the last is full. */
async function everyPage(caller: supertest.Agent, query: Record<string, string>, limit: number) {
  const results: SearchResult[] = [];
  let cursor: string | null = null;
  do {
    const response = await caller
      .get('/api/search')
      .query({ ...query, limit: String(limit), ...(cursor ? { cursor } : {}) });
    expect(response.status, response.text).toBe(200);
    const page = SearchPageSchema.parse(response.body);
    if (page.nextCursor !== null) expect(page.items).toHaveLength(limit);
    results.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return results;
}

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

describe('GET /api/search with the client dashboard filters', () => {
  const answer = (expert: string, index: number) => data.answersA[expert]![index]!;

  it('keeps to one company', async () => {
    const results = await search(customerA, {
      q: 'data quality',
      client: CLIENT_A,
      company: 'Summit Partners',
    });
    expect(ids(results)).toEqual([answer('Marcus Lee', 0).id]);
    expect(results[0]!.company).toBe('Summit Partners');
    expect(
      await search(customerA, { q: 'data quality', client: CLIENT_A, company: 'Nobody Bank' }),
    ).toEqual([]);
  });

  it('keeps to answers about the topic: by the question they answer, or by their own words', async () => {
    // "data quality" is in answers to the ESG question (Dana, Marcus) and to the
    // technology one (Priya): the topic keeps the first two, by their question.
    const byQuestion = await search(customerA, {
      q: 'data quality',
      client: CLIENT_A,
      topic: 'ESG integration',
    });
    expect(ids(byQuestion)).toEqual(idsOf([answer('Dana Whitfield', 0), answer('Marcus Lee', 0)]));
    expect(
      await search(customerA, { q: 'cloud', client: CLIENT_A, topic: 'ESG integration' }),
    ).toEqual([]);
    // No question names the climate: the answers that do are about it by their own words.
    const byWords = await search(customerA, { q: 'reporting', client: CLIENT_A, topic: 'climate' });
    expect(ids(byWords)).toEqual(idsOf([answer('Dana Whitfield', 2), answer('Marcus Lee', 0)]));
    const unfiltered = await search(customerA, { q: 'reporting', client: CLIENT_A });
    expect(unfiltered.length).toBeGreaterThan(byWords.length);
    // Both filters at once.
    const both = await search(customerA, {
      q: 'reporting',
      client: CLIENT_A,
      company: 'Northwind Bank',
      topic: 'climate',
    });
    expect(ids(both)).toEqual([answer('Dana Whitfield', 2).id]);
  });

  it('treats a blank filter as none, and a topic without words as matching nothing', async () => {
    const all = await search(customerA, { q: 'data quality', client: CLIENT_A });
    expect(await search(customerA, { q: 'data quality', client: CLIENT_A, topic: ' ' })).toEqual(
      all,
    );
    // Blank filters need no client either.
    expect(await search(customerA, { q: 'data quality', company: '', topic: '' })).toEqual(all);
    expect(await search(customerA, { q: 'data quality', client: CLIENT_A, topic: 'the' })).toEqual(
      [],
    );
  });

  it('finds an answer stored a moment ago without its analysis, as the dashboard would', async () => {
    const { interview, questions } = await createInterview(t.db.knex, data.projectA, {
      company: 'Fresh Analysis Bank',
      status: 'completed',
    });
    const fresh = await createAnswer(
      t.db.knex,
      questions[2]!,
      'Climate stress tests now dominate our supervisory calendar.',
    );
    const stored = () => t.db.knex('answer_features').where({ answer_id: fresh.id });
    expect(await stored()).toEqual([]);
    const results = await search(customerA, { q: 'stress', client: CLIENT_A, topic: 'climate' });
    expect(results.map((result) => [result.id, result.interviewId])).toEqual([
      [fresh.id, interview.id],
    ]);
    expect(await stored()).toHaveLength(1);
  });

  it('pages through the filtered answers: full pages, none repeated, none left out', async () => {
    const client = 'Paging Filters Bank';
    const project = await createProject(t.db.knex, {
      client,
      baseQuestions: ['How is liquidity?', 'How are funding markets?'],
    });
    const expected: string[] = [];
    for (let n = 0; n < 12; n++) {
      const company = n % 2 === 0 ? 'Even Bank' : 'Odd Bank';
      const { questions } = await createInterview(t.db.knex, project, { company });
      await createAnswer(t.db.knex, questions[0]!, `Liquidity buffers are adequate at desk ${n}.`);
      const funding = await createAnswer(
        t.db.knex,
        questions[1]!,
        `Liquidity at desk ${n} held up when markets dried up.`,
      );
      // About funding: the answers to the funding question (the others never say it).
      if (company === 'Even Bank') expected.push(funding.id);
    }
    const filters = { q: 'liquidity', client, company: 'Even Bank', topic: 'funding' };
    const paged = await everyPage(admin, filters, 4);
    expect(paged.map((result) => result.id).sort()).toEqual(expected.sort());
    expect(new Set(paged.map((result) => result.id)).size).toBe(paged.length);
    // In the same order as one page of all of them.
    const whole = await everyPage(admin, filters, 200);
    expect(paged).toEqual(whole);
    // Without paging input, the plain array of the same answers.
    expect(await search(admin, filters)).toEqual(whole);
  });

  it('refuses filters without a client, malformed filters and a bad cursor with 400s', async () => {
    for (const [caller, query] of [
      [customerA, { q: 'cloud', topic: 'ESG integration' }],
      [customerA, { q: 'cloud', company: 'Northwind Bank' }],
      [admin, { q: 'cloud', company: 'Northwind Bank', topic: 'climate' }],
    ] as const) {
      const response = await caller.get('/api/search').query(query);
      expect([response.status, response.text]).toEqual([400, SEARCH_FILTER_NEEDS_CLIENT]);
    }
    const long = await customerA
      .get('/api/search')
      .query({ q: 'cloud', client: CLIENT_A, topic: 'x'.repeat(201) });
    expect([long.status, long.text]).toEqual([400, 'Filters must be 200 characters or less']);
    const twice = await customerA.get(
      `/api/search?q=cloud&client=${encodeURIComponent(CLIENT_A)}&company=A&company=B`,
    );
    expect([twice.status, twice.text]).toEqual([400, 'Filters must be text']);
    const filtered = { q: 'cloud', client: CLIENT_A, topic: 'climate' };
    const cursor = await customerA.get('/api/search').query({ ...filtered, cursor: 'nonsense' });
    expect([cursor.status, cursor.text]).toEqual([
      400,
      'cursor is not valid: pass the nextCursor of the previous page',
    ]);
    const limit = await customerA.get('/api/search').query({ ...filtered, limit: '0' });
    expect([limit.status, limit.text]).toEqual([400, 'limit must be a whole number from 1 to 200']);
  });

  it("answers 403 to a customer filtering another client's answers", async () => {
    const other = await customerA
      .get('/api/search')
      .query({ q: 'stablecoin', client: CLIENT_B, company: 'Fjord Savings', topic: 'payment' });
    expect([other.status, other.text]).toEqual([
      403,
      "You don't have access to this client's data",
    ]);
    // An admin may filter any one client.
    expect(
      ids(
        await search(admin, {
          q: 'stablecoin',
          client: CLIENT_B,
          company: 'Fjord Savings',
          topic: 'payment',
        }),
      ),
    ).toEqual([data.answerB.id]);
  });
});
