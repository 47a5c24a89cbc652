import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FollowupAdvisor } from '../ai/followups/types';
import { FOLLOWUP_RETRY } from '../jobs/followup';
import { Analysis, Answer } from '../models';
import { createAnswer, createCustomer, createInterview, createProject } from '../test/factories';
import { createTestApp, type TestApp } from '../test/testApp';
import { encodeCursor } from './keysetPage';
import { readPages } from './readPages';

/**
 * The lists paged after the first ones (issue 16): API tokens, stored analyses, the
 * client directory and the dead-letter list. Each: the limit is kept, pages read in turn
 * give the plain list's rows once each and in order, bad paging input is a 400 with a
 * message, and paging changes nothing about who may read what.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRANSCRIPTION_PROVIDER: 'none' });
});
afterAll(() => t.close());

const keyOf = (item: { id?: string; name?: string }) => item.id ?? item.name;

/** Reads `path` whole and paged at `limit`; the pages must give the same rows in order. */
async function expectPagesMatchPlain(
  agent: supertest.Agent,
  path: string,
  limit: number,
  plainItems: (body: unknown) => { id?: string; name?: string }[] = (body) =>
    body as { id: string }[],
) {
  const plain = await agent.get(path);
  expect(plain.status, plain.text).toBe(200);
  const expected = plainItems(plain.body).map(keyOf);
  const pages = await readPages(agent, path, limit);
  const read = pages.flatMap((page) => page.items.map(keyOf));
  expect(read).toEqual(expected);
  expect(new Set(read).size).toBe(read.length);
  expect(pages.slice(0, -1).every((page) => page.items.length === limit)).toBe(true);
  expect(pages.at(-1)!.nextCursor).toBeNull();
  return { expected, pages };
}

async function expectBadPagingRefused(agent: supertest.Agent, path: string) {
  const separator = path.includes('?') ? '&' : '?';
  for (const [query, message] of [
    ['limit=0', 'limit must be a whole number from 1 to 200'],
    ['limit=201', 'limit must be a whole number from 1 to 200'],
    ['cursor=not*a*cursor', 'cursor is not valid: pass the nextCursor of the previous page'],
  ]) {
    const response = await agent.get(`${path}${separator}${query}`);
    expect(response.status, `${path} ${query}`).toBe(400);
    expect(response.text).toContain(message);
  }
}

describe('GET /api/tokens, paged', () => {
  let owner: supertest.Agent;

  beforeAll(async () => {
    owner = await t.asCustomerOf('Token Paging Partners');
    for (let i = 0; i < 5; i++) {
      const created = await owner.post('/api/tokens').send({ name: `Token ${i}` });
      expect(created.status, created.text).toBe(201);
    }
  });

  it('gives every token once, newest first, a page at a time', async () => {
    const { expected } = await expectPagesMatchPlain(owner, '/api/tokens', 2);
    expect(expected).toHaveLength(5);
  });

  it('refuses bad paging input with a message', () => expectBadPagingRefused(owner, '/api/tokens'));

  it("never pages into another account's tokens", async () => {
    const other = await t.asCustomerOf('Token Paging Partners');
    const mine = (await owner.get('/api/tokens?limit=1')).body as { nextCursor: string };
    const page = await other.get(`/api/tokens?limit=5&cursor=${mine.nextCursor}`);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({ items: [], nextCursor: null });
  });
});

describe('GET /api/customer/:client/analyses, paged', () => {
  const client = 'Analysis Paging Capital';
  const path = `/api/customer/${encodeURIComponent(client)}/analyses`;

  beforeAll(async () => {
    // In one transaction they share created_at: the id must break the tie.
    await t.db.knex.transaction(async (trx) => {
      for (let i = 0; i < 5; i++) {
        const question = `Who mentions topic ${i}?`;
        await Analysis.query(trx).insert({
          client,
          kind: 'graph',
          request: { type: 'graph', question },
          result: {
            type: 'graph',
            question,
            analysis: '',
            dataPoints: 0,
            companies: [],
            graphType: 'bar',
            series: [],
            items: [],
          },
        });
      }
    });
  });

  it('gives every analysis once, newest first', async () => {
    const customer = await t.asCustomerOf(client);
    const { expected } = await expectPagesMatchPlain(customer, path, 2);
    expect(expected).toHaveLength(5);
  });

  it('refuses bad paging input, and other clients as before', async () => {
    const customer = await t.asCustomerOf(client);
    await expectBadPagingRefused(customer, path);
    const outsider = await t.asCustomerOf('Someone Else Capital');
    expect((await outsider.get(`${path}?limit=2`)).status).toBe(403);
  });
});

describe('GET /api/clients, paged', () => {
  let admin: supertest.Agent;

  beforeAll(async () => {
    admin = await t.asAdmin();
    for (const client of ['Zeta Paging', 'alpha paging', 'Alpha Paging', 'Mid Paging']) {
      await createProject(t.db.knex, { client });
    }
    // A client known only from a grant.
    await createCustomer(t.db.knex, 'Granted Only Paging');
  });

  it('gives every client once, by name, a page at a time', async () => {
    const { expected } = await expectPagesMatchPlain(admin, '/api/clients', 2, (body) =>
      (body as { name: string }[]).map(({ name }) => ({ name })),
    );
    expect(expected).toEqual(
      expect.arrayContaining(['Alpha Paging', 'alpha paging', 'Granted Only Paging']),
    );
    // Case-insensitive, then exact, so 'Alpha' and 'alpha' are neighbours in a fixed order.
    const alpha = expected.indexOf('Alpha Paging');
    expect(expected[alpha + 1]).toBe('alpha paging');
  });

  it('carries members and project counts on a page', async () => {
    const page = await admin.get('/api/clients?limit=200');
    const granted = (page.body.items as { name: string; members: unknown[] }[]).find(
      (client) => client.name === 'Granted Only Paging',
    );
    expect(granted?.members).toHaveLength(1);
  });

  it('refuses bad paging input, and non-admins as before', async () => {
    await expectBadPagingRefused(admin, '/api/clients');
    const customer = await t.asCustomerOf('Zeta Paging');
    expect((await customer.get('/api/clients?limit=2')).status).toBe(403);
  });
});

describe('GET /api/admin/jobs, paged', () => {
  beforeAll(async () => {
    const failing: FollowupAdvisor = {
      name: 'local',
      instant: false,
      decide: async () => {
        throw new Error('the advisor is down');
      },
    };
    const localAdvisor = t.services.followupAdvisor;
    t.services.followupAdvisor = failing;
    await t.services.jobs.setRetryPolicy('followup', {
      retryLimit: 0,
      retryDelay: 1,
      retryDelayMax: 1,
    });
    const project = await createProject(t.db.knex, { name: 'Dead jobs' });
    const { questions } = await createInterview(t.db.knex, project, { status: 'in_progress' });
    for (const question of questions.slice(0, 3)) {
      const answer = await createAnswer(t.db.knex, question, 'Maybe some things, sort of.');
      await Answer.query(t.db.knex).findById(answer.id).patch({ followupStatus: 'pending' });
      await t.services.jobs.send('followup', { answerId: answer.id });
    }
    await t.services.jobs.onIdle();
    t.services.followupAdvisor = localAdvisor;
    await t.services.jobs.setRetryPolicy('followup', FOLLOWUP_RETRY);
  });

  it('gives every dead job once, newest first; without paging input, the { jobs } shape', async () => {
    const admin = await t.asAdmin();
    const { expected } = await expectPagesMatchPlain(
      admin,
      '/api/admin/jobs',
      2,
      (body) => (body as { jobs: { id: string }[] }).jobs,
    );
    expect(expected).toHaveLength(3);
  });

  it('refuses bad paging input, a cursor naming no job, and non-admins', async () => {
    const admin = await t.asAdmin();
    await expectBadPagingRefused(admin, '/api/admin/jobs');
    const notAJob = await admin.get(`/api/admin/jobs?cursor=${encodeCursor('ans_123')}`);
    expect(notAJob.status).toBe(400);
    const missing = await admin.get(`/api/admin/jobs?cursor=${encodeCursor(crypto.randomUUID())}`);
    expect(missing.status).toBe(400);
    const customer = await t.asCustomerOf('Jobs Paging Partners');
    expect((await customer.get('/api/admin/jobs?limit=2')).status).toBe(403);
  });
});
