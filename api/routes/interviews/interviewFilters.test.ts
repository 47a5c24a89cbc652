import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInterview, createProject } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let clientCounter = 0;
const uniqueClient = () => `Filter Client ${++clientCounter}`;
const ids = (body: { id: string }[]) => body.map((item) => item.id).sort();

/** A project of a new client with four interviews, two at one company, names easy to search. */
async function projectWithFourInterviews() {
  const client = uniqueClient();
  const project = await createProject(t.db.knex, { client });
  const make = (expertName: string, company: string) =>
    createInterview(t.db.knex, project, { expertName, company }).then(({ interview }) => interview);
  const interviews = {
    ada: await make('Ada Lovelace', 'Harbor Bank'),
    grace: await make('Grace Hopper', 'Harbor Bank'),
    alan: await make('Alan Turing', 'Crest 100% Capital'),
    edsger: await make('Edsger Dijkstra', 'North_Fund'),
  };
  // Another project of the same client: its interviews never leak into this project's list.
  await createInterview(t.db.knex, await createProject(t.db.knex, { client }), {
    expertName: 'Ada Other',
    company: 'Harbor Bank',
  });
  return { client, project, interviews };
}

describe('GET /api/interviews with company and q', () => {
  it("narrows a project's interviews to one company, and pages within it", async () => {
    const { client, project, interviews } = await projectWithFourInterviews();
    const agent = await t.asCustomerOf(client);
    const base = `/api/interviews?projectId=${project.id}&company=${encodeURIComponent('Harbor Bank')}`;
    const all = await agent.get(base);
    expect(all.status).toBe(200);
    expect(ids(all.body)).toEqual(ids([interviews.ada, interviews.grace]));

    const first = await agent.get(`${base}&limit=1`);
    expect(first.body.items).toHaveLength(1);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await agent.get(`${base}&limit=1&cursor=${first.body.nextCursor}`);
    expect(second.body.items).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();
    expect(ids([...first.body.items, ...second.body.items])).toEqual(
      ids([interviews.ada, interviews.grace]),
    );
  });

  it("matches q in the expert's name or the company, ignoring case", async () => {
    const { client, project, interviews } = await projectWithFourInterviews();
    const agent = await t.asCustomerOf(client);
    const search = async (q: string) => {
      const response = await agent.get(
        `/api/interviews?projectId=${project.id}&q=${encodeURIComponent(q)}`,
      );
      expect(response.status, q).toBe(200);
      return ids(response.body);
    };
    expect(await search('HOPPER')).toEqual(ids([interviews.grace]));
    expect(await search('harbor')).toEqual(ids([interviews.ada, interviews.grace]));
    expect(await search('a')).toEqual(ids(Object.values(interviews)));
    expect(await search('  ')).toEqual(ids(Object.values(interviews)));
    expect(await search('nobody')).toEqual([]);
  });

  it('takes %, _ and \\ in q as themselves, not as patterns', async () => {
    const { client, project, interviews } = await projectWithFourInterviews();
    const agent = await t.asCustomerOf(client);
    const search = async (q: string) =>
      ids(
        (await agent.get(`/api/interviews?projectId=${project.id}&q=${encodeURIComponent(q)}`))
          .body,
      );
    expect(await search('100%')).toEqual(ids([interviews.alan]));
    expect(await search('%')).toEqual(ids([interviews.alan]));
    expect(await search('h_f')).toEqual(ids([interviews.edsger]));
    expect(await search('_')).toEqual(ids([interviews.edsger]));
    expect(await search('\\')).toEqual([]);
  });

  it('combines company and q, and never reaches another client', async () => {
    const { client, project, interviews } = await projectWithFourInterviews();
    const other = await projectWithFourInterviews();
    const agent = await t.asCustomerOf(client);
    const both = await agent.get(
      `/api/interviews?projectId=${project.id}&company=Harbor%20Bank&q=ada`,
    );
    expect(ids(both.body)).toEqual(ids([interviews.ada]));
    const theirs = await agent.get(`/api/interviews?q=ada&company=Harbor%20Bank`);
    expect(ids(theirs.body)).not.toContain(other.interviews.ada.id);
    expect(ids(theirs.body)).toContain(interviews.ada.id);
  });

  it.each([
    ['a blank company', 'company=%20%20', 'company must not be blank'],
    [
      'a company of 201 characters',
      `company=${'c'.repeat(201)}`,
      'company must be 200 characters or less',
    ],
    ['a q of 201 characters', `q=${'q'.repeat(201)}`, 'q must be 200 characters or less'],
    ['two companies', 'company=A&company=B', 'company must be text'],
  ])('answers 400 for %s', async (_case, query, message) => {
    const response = await (await t.asAdmin()).get(`/api/interviews?${query}`);
    expect(response.status).toBe(400);
    expect(response.text).toBe(message);
  });
});
