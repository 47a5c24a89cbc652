import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInterview, createProject } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let clientCounter = 0;
const uniqueClient = () => `Companies Client ${++clientCounter}`;

/** A project of a new client whose experts come from three companies, one of them twice. */
async function projectWithThreeCompanies() {
  const client = uniqueClient();
  const project = await createProject(t.db.knex, { client });
  for (const company of ['Harbor Bank', 'North_Fund', 'Harbor Bank', 'Crest 100% Capital']) {
    await createInterview(t.db.knex, project, { company });
  }
  // Another project of the same client: its companies are not this project's.
  await createInterview(t.db.knex, await createProject(t.db.knex, { client }), {
    company: 'Elsewhere Trust',
  });
  return { client, project };
}

describe('GET /api/projects/:id/companies', () => {
  it("lists the project's companies A to Z, each once, a page at a time", async () => {
    const { client, project } = await projectWithThreeCompanies();
    const agent = await t.asCustomerOf(client);
    const plain = await agent.get(`/api/projects/${project.id}/companies`);
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual(['Crest 100% Capital', 'Harbor Bank', 'North_Fund']);

    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await agent.get(
        `/api/projects/${project.id}/companies?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(response.status).toBe(200);
      expect(response.body.items.length).toBeLessThanOrEqual(2);
      names.push(...response.body.items);
      cursor = response.body.nextCursor;
    } while (cursor);
    expect(names).toEqual(plain.body);
  });

  it('answers an empty list for a project without interviews', async () => {
    const project = await createProject(t.db.knex, { client: uniqueClient() });
    const response = await (await t.asAdmin()).get(`/api/projects/${project.id}/companies?limit=5`);
    expect(response.body).toEqual({ items: [], nextCursor: null });
  });

  it("refuses another client's customer (403), an expert (403), signed out (401), an unknown project (404)", async () => {
    const { project } = await projectWithThreeCompanies();
    const path = `/api/projects/${project.id}/companies`;
    expect((await (await t.asCustomerOf(uniqueClient())).get(path)).status).toBe(403);
    expect((await (await t.asExpert()).get(path)).status).toBe(403);
    expect((await t.request().get(path)).status).toBe(401);
    expect((await (await t.asAdmin()).get('/api/projects/prj_missing/companies')).status).toBe(404);
  });

  it('answers 400 for a cursor it did not give and a limit out of range', async () => {
    const { project } = await projectWithThreeCompanies();
    const agent = await t.asAdmin();
    const badCursor = await agent.get(`/api/projects/${project.id}/companies?cursor=not*valid`);
    expect(badCursor.status).toBe(400);
    expect(badCursor.text).toBe('cursor is not valid: pass the nextCursor of the previous page');
    const badLimit = await agent.get(`/api/projects/${project.id}/companies?limit=0`);
    expect(badLimit.status).toBe(400);
  });
});
