import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MAX } from '../../sync/contract/pagination';
import { Insight } from '../models';
import {
  createAnswer,
  createExpert,
  createInterview,
  createProject,
  signIn,
} from '../test/factories';
import { createTestApp, type TestApp } from '../test/testApp';
import { type Page, readPages } from './readPages';

/**
 * Cursor pagination on the list endpoints (issue 16), against a real database: pages
 * read in turn give every row once, in the plain list's order; rows added meanwhile do
 * not shift them; bad input is a 400 with a message; a request without paging input
 * gets the spec's array, capped, with where the rest begins in its headers.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const idsOf = (items: { id?: string }[]) => items.map((item) => item.id);

describe('GET /api/projects, paged', () => {
  const client = 'Paging Projects Partners';
  let customer: supertest.Agent;

  beforeAll(async () => {
    // Several in one transaction share created_at: the id must break the tie.
    await t.db.knex.transaction(async (trx) => {
      for (let i = 0; i < 7; i++) await createProject(trx, { client, name: `Paged ${i}` });
    });
    customer = await t.asCustomerOf(client);
  });

  it('gives every project once, in the order of the plain list', async () => {
    const plain = await customer.get('/api/projects');
    expect(plain.status).toBe(200);
    expect(Array.isArray(plain.body)).toBe(true);
    const pages = await readPages(customer, '/api/projects', 3);
    expect(pages.map((page) => page.items.length)).toEqual([3, 3, 1]);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    expect(pages.flatMap((page) => idsOf(page.items))).toEqual(idsOf(plain.body));
  });

  it('does not shift pages already read when a project is added', async () => {
    const first = (await customer.get('/api/projects?limit=4')).body as Page;
    await createProject(t.db.knex, { client, name: 'Added while paging' });
    const second = (await customer.get(`/api/projects?limit=4&cursor=${first.nextCursor}`))
      .body as Page;
    const plainBefore = idsOf(
      ((await customer.get('/api/projects')).body as { id: string; name: string }[]).filter(
        (project) => project.name !== 'Added while paging',
      ),
    );
    expect([...idsOf(first.items), ...idsOf(second.items)]).toEqual(plainBefore);
  });

  it("never shows another client's projects", async () => {
    await createProject(t.db.knex, { client: 'Someone Else Capital' });
    const pages = await readPages(customer, '/api/projects', 2);
    const names = pages.flatMap((page) => page.items as unknown as { client: string }[]);
    expect(new Set(names.map((project) => project.client))).toEqual(new Set([client]));
  });

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 200'],
    [`limit=${PAGE_MAX + 1}`, 'limit must be a whole number from 1 to 200'],
    ['limit=ten', 'limit must be a whole number from 1 to 200'],
    ['cursor=not*a*cursor', 'cursor is not valid: pass the nextCursor of the previous page'],
    // Well-formed, but naming no project.
    [
      `cursor=${Buffer.from('prj_missing').toString('base64url')}`,
      'cursor is not valid: pass the nextCursor of the previous page',
    ],
    ['limt=5', 'Unknown field: limt'],
  ])('answers 400 to %s with a message', async (query, message) => {
    const response = await customer.get(`/api/projects?${query}`);
    expect(response.status).toBe(400);
    expect(response.text).toContain(message);
  });
});

describe('the plain array, without paging input', () => {
  it(`stops at ${PAGE_MAX} rows and says where the rest begins`, async () => {
    const client = 'Many Projects Holdings';
    await t.db.knex.transaction(async (trx) => {
      for (let i = 0; i < PAGE_MAX + 3; i++) await createProject(trx, { client });
    });
    const customer = await t.asCustomerOf(client);
    const plain = await customer.get('/api/projects');
    expect(plain.body).toHaveLength(PAGE_MAX);
    const cursor = plain.headers['x-next-cursor'];
    expect(cursor).toBeTruthy();
    expect(plain.headers.link).toBe(
      `</api/projects?limit=${PAGE_MAX}&cursor=${cursor}>; rel="next"`,
    );
    const rest = (await customer.get(`/api/projects?limit=${PAGE_MAX}&cursor=${cursor}`))
      .body as Page;
    expect(rest.items).toHaveLength(3);
    expect(rest.nextCursor).toBeNull();
    expect(new Set([...idsOf(plain.body), ...idsOf(rest.items)]).size).toBe(PAGE_MAX + 3);
  });

  it('sends no paging headers when the list fits', async () => {
    const customer = await t.asCustomerOf('Small List Partners');
    const plain = await customer.get('/api/projects');
    expect(plain.body).toEqual([]);
    expect(plain.headers['x-next-cursor']).toBeUndefined();
    expect(plain.headers.link).toBeUndefined();
  });
});

describe('interview lists, paged', () => {
  const client = 'Paging Interviews Partners';
  let projectA: Awaited<ReturnType<typeof createProject>>;

  beforeAll(async () => {
    projectA = await createProject(t.db.knex, { client });
    const projectB = await createProject(t.db.knex, { client });
    for (let i = 0; i < 5; i++) await createInterview(t.db.knex, projectA);
    for (let i = 0; i < 2; i++) await createInterview(t.db.knex, projectB);
  });

  it("reads one project's interviews a page at a time", async () => {
    const customer = await t.asCustomerOf(client);
    const pages = await readPages(customer, `/api/interviews?projectId=${projectA.id}`, 2);
    const items = pages.flatMap((page) => page.items) as unknown as { projectId: string }[];
    expect(items).toHaveLength(5);
    expect(new Set(items.map((interview) => interview.projectId))).toEqual(new Set([projectA.id]));
  });

  it('lists only completed interviews, last finished first, with status=completed', async () => {
    const finishing = 'Paging Completed Partners';
    const project = await createProject(t.db.knex, { client: finishing });
    await createInterview(t.db.knex, project);
    const finished = [];
    for (const day of [3, 1, 2]) {
      const { interview } = await createInterview(t.db.knex, project, { status: 'completed' });
      await t.db
        .knex('interviews')
        .where({ id: interview.id })
        .update({ completed_at: new Date(Date.UTC(2026, 0, day)) });
      finished.push({ id: interview.id, day });
    }
    const customer = await t.asCustomerOf(finishing);
    const pages = await readPages(customer, '/api/interviews?status=completed', 2);
    const items = pages.flatMap((page) => page.items) as unknown as {
      id: string;
      status: string;
    }[];
    expect(items.map((interview) => interview.id)).toEqual(
      finished.sort((a, b) => b.day - a.day).map((interview) => interview.id),
    );
    const refused = await customer.get('/api/interviews?status=pending');
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('status may only be completed');
  });

  it("pages the customer's interview list in the plain list's order", async () => {
    const customer = await t.asCustomerOf(client);
    const path = `/api/customer/${encodeURIComponent(client)}/interviews`;
    const plain = await customer.get(path);
    const pages = await readPages(customer, path, 3);
    expect(pages.flatMap((page) => idsOf(page.items))).toEqual(idsOf(plain.body));
    expect(plain.body).toHaveLength(7);
  });

  it("pages an expert's upcoming and completed interviews", async () => {
    const expertUser = await createExpert(t.db.knex, 'pager@example.test');
    const project = await createProject(t.db.knex, { client });
    for (let i = 0; i < 3; i++) {
      await createInterview(t.db.knex, project, { expertUserId: expertUser.id });
    }
    for (let i = 0; i < 3; i++) {
      await createInterview(t.db.knex, project, {
        expertUserId: expertUser.id,
        status: 'completed',
      });
    }
    const expert = await signIn(t.agent(), expertUser);
    for (const list of ['upcoming', 'completed']) {
      const path = `/api/expert-interviews/${list}`;
      const plain = await expert.get(path);
      expect(plain.body).toHaveLength(3);
      const pages = await readPages(expert, path, 2);
      expect(pages.flatMap((page) => idsOf(page.items))).toEqual(idsOf(plain.body));
    }
  });
});

describe('insights and search, paged', () => {
  const client = 'Paging Search Partners';
  let customer: supertest.Agent;

  beforeAll(async () => {
    const project = await createProject(t.db.knex, { client });
    for (let i = 0; i < 3; i++) {
      const { questions } = await createInterview(t.db.knex, project);
      for (const question of questions) {
        await createAnswer(t.db.knex, question, `Liquidity buffers matter, answer ${i}.`);
      }
    }
    for (let i = 0; i < 3; i++) {
      await Insight.query(t.db.knex).insert({
        client,
        title: `Insight ${i}`,
        content: 'Something the interviews say.',
        category: 'theme',
        interviewIds: [],
      });
    }
    customer = await t.asCustomerOf(client);
  });

  it('pages search results along the ranking, each once', async () => {
    const path = `/api/search?q=liquidity&client=${encodeURIComponent(client)}`;
    const plain = await customer.get(path);
    expect(plain.body).toHaveLength(9);
    const pages = await readPages(customer, path, 4);
    expect(pages.map((page) => page.items.length)).toEqual([4, 4, 1]);
    expect(pages.flatMap((page) => idsOf(page.items))).toEqual(idsOf(plain.body));
  });

  it('pages the insights', async () => {
    const path = `/api/customer/${encodeURIComponent(client)}/insights`;
    const plain = await customer.get(path);
    const pages = await readPages(customer, path, 2);
    expect(pages.flatMap((page) => idsOf(page.items))).toEqual(idsOf(plain.body));
    expect(plain.body).toHaveLength(3);
  });
});
