import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditEvent, AuditEventPageSchema } from '../../../sync/contract';
import { insertAuditEvent } from '../../audit/auditTestEvents';
import { parseCsv } from '../../audit/parseCsv';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
let admin: supertest.Agent;

const BASE = Date.parse('2026-03-01T12:00:00Z');
const minutes = (n: number) => new Date(BASE + n * 60_000);

/** Ids of the seeded events, oldest first. */
const seeded: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.asAdmin();
  const knex = t.db.knex;
  // 30 events a minute apart, then 5 more sharing one timestamp (only the id orders
  // them): keyset paging must neither skip nor repeat among equal times.
  for (let i = 0; i < 30; i++) {
    seeded.push(
      await insertAuditEvent(knex, {
        occurredAt: minutes(i),
        action:
          i % 3 === 0 ? 'auth.sign_in_failed' : i % 3 === 1 ? 'auth.sign_in' : 'report.exported',
        actorUserId: i % 2 === 0 ? 'usr_alice' : 'usr_bob',
        actorUsername: i % 2 === 0 ? 'Alice' : 'bob',
        ip: i < 10 ? '198.51.100.7' : '203.0.113.5',
        subjectType: 'client',
        subjectId: i < 15 ? 'Alpha Capital' : 'Beta Bank',
        client: i < 15 ? 'Alpha Capital' : 'Beta Bank',
        details: { n: i },
      }),
    );
  }
  for (let i = 0; i < 5; i++) {
    seeded.push(
      await insertAuditEvent(knex, {
        occurredAt: minutes(40),
        action: 'transcript.exported',
        client: 'Gamma Group',
        details: { n: 30 + i },
      }),
    );
  }
});
afterAll(() => t.close());

async function list(query: Record<string, string | number | string[]>) {
  const response = await admin.get('/api/audit-events').query(query);
  expect(response.status, response.text).toBe(200);
  return AuditEventPageSchema.parse(response.body);
}

/** Every page until nextCursor is null, run between `between` calls. */
async function allPages(
  query: Record<string, string | number>,
  between: () => Promise<unknown> = async () => {},
) {
  const pages: AuditEvent[][] = [];
  let cursor: string | null = null;
  do {
    const page = await list(cursor ? { ...query, cursor } : query);
    pages.push(page.events);
    cursor = page.nextCursor;
    await between();
  } while (cursor !== null && pages.length < 100);
  return pages;
}

/** The seeded window: excludes events other tests (or sign-ins) record "now". */
const WINDOW = { from: '2026-03-01T00:00:00Z', to: '2026-03-02T00:00:00Z' };

describe('GET /api/audit-events', () => {
  it('lists newest first, the same time ordered by id', async () => {
    const { events } = await list({ ...WINDOW, limit: 200 });
    expect(events).toHaveLength(35);
    const keys = events.map((event) => [event.occurredAt, event.id] as const);
    const sorted = [...keys].sort((a, b) =>
      a[0] === b[0] ? (a[1] < b[1] ? 1 : -1) : a[0] < b[0] ? 1 : -1,
    );
    expect(keys).toEqual(sorted);
    expect(events.at(-1)).toMatchObject({
      id: seeded[0],
      occurredAt: '2026-03-01T12:00:00.000Z',
      action: 'auth.sign_in_failed',
      actorUserId: 'usr_alice',
      actorUsername: 'Alice',
      ip: '198.51.100.7',
      subjectType: 'client',
      subjectId: 'Alpha Capital',
      client: 'Alpha Capital',
      details: { n: 0 },
    });
  });

  it('pages with a cursor: every event once, no gaps, for any page size', async () => {
    for (const limit of [1, 4, 7, 35, 50]) {
      const pages = await allPages({ ...WINDOW, limit });
      const ids = pages.flat().map((event) => event.id);
      expect(ids, `limit ${limit}`).toHaveLength(35);
      expect(new Set(ids).size).toBe(35);
      expect(new Set(ids)).toEqual(new Set(seeded));
      expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true);
    }
  });

  it('keeps its pages stable while new events are recorded', async () => {
    const before = (await list({ actor: 'usr_alice', limit: 200 })).events.map((e) => e.id);
    let n = 0;
    const pages = await allPages({ actor: 'usr_alice', limit: 4 }, () =>
      insertAuditEvent(t.db.knex, { actorUserId: 'usr_alice', details: { late: n++ } }),
    );
    expect(pages.flat().map((event) => event.id)).toEqual(before);
  });

  it('filters by one or several actions, repeated or comma-separated', async () => {
    const failed = await list({ ...WINDOW, action: 'auth.sign_in_failed', limit: 200 });
    expect(failed.events).toHaveLength(10);
    expect(failed.events.every((event) => event.action === 'auth.sign_in_failed')).toBe(true);
    const two = await list({ ...WINDOW, action: 'auth.sign_in,report.exported', limit: 200 });
    expect(two.events).toHaveLength(20);
    const repeated = await list({
      ...WINDOW,
      action: ['auth.sign_in', 'transcript.exported'],
      limit: 200,
    });
    expect(repeated.events).toHaveLength(15);
  });

  it('filters by actor (username in any case, or user id), client, subject and address', async () => {
    expect((await list({ ...WINDOW, actor: 'alice', limit: 200 })).events).toHaveLength(15);
    expect((await list({ ...WINDOW, actor: 'usr_bob', limit: 200 })).events).toHaveLength(15);
    expect((await list({ ...WINDOW, client: 'Beta Bank', limit: 200 })).events).toHaveLength(15);
    expect((await list({ subject: 'Alpha Capital', limit: 200 })).events).toHaveLength(15);
    expect((await list({ address: '198.51.100.7', limit: 200 })).events).toHaveLength(10);
    const combined = await list({ ...WINDOW, actor: 'bob', address: '198.51.100.7' });
    expect(combined.events.map((event) => event.details.n)).toEqual([9, 7, 5, 3, 1]);
  });

  it('filters by time: from inclusive, to exclusive, dates read as UTC midnight', async () => {
    const range = await list({ from: minutes(5).toISOString(), to: minutes(8).toISOString() });
    expect(range.events.map((event) => event.details.n)).toEqual([7, 6, 5]);
    const offset = await list({ from: '2026-03-01T13:20:00+01:00', to: '2026-03-01T12:23:00Z' });
    expect(offset.events.map((event) => event.details.n)).toEqual([22, 21, 20]);
    const day = await list({ from: '2026-03-01', to: '2026-03-02', limit: 200 });
    expect(day.events).toHaveLength(35);
    expect(
      (await list({ from: '2026-03-02' })).events.every((e) => e.occurredAt >= '2026-03-02'),
    ).toBe(true);
  });

  it('answers an empty page, not an error, when nothing matches', async () => {
    expect(await list({ client: 'Nobody & Co' })).toEqual({ events: [], nextCursor: null });
  });

  it.each([
    [{ action: 'auth.sign_in,auth.hack' }, /^action must be one of auth\.sign_in, /],
    [{ limit: '0' }, /^limit must be a whole number from 1 to 200$/],
    [{ limit: '201' }, /^limit must be a whole number from 1 to 200$/],
    [{ limit: 'ten' }, /^limit must be a whole number from 1 to 200$/],
    [{ from: 'yesterday' }, /^from must be an ISO 8601 date or date-time/],
    [{ to: '2026-02-30' }, /^to must be an ISO 8601 date or date-time/],
    [{ from: '2026-03-02', to: '2026-03-01' }, /^from must be before to$/],
    [{ cursor: 'aud_nothing' }, /^cursor does not point into the audit trail$/],
    [{ cursor: 'x'.repeat(501) }, /^cursor must be 500 characters or less$/],
    [{ cursor: ['aud_a', 'aud_b'] }, /^cursor must be text$/],
    [{ client: 'x'.repeat(201) }, /^Filters must be 200 characters or less$/],
    [{ sort: 'asc' }, /^Unknown field: sort$/],
  ])('refuses %o with a 400 that says why', async (query, message) => {
    const response = await admin.get('/api/audit-events').query(query);
    expect(response.status).toBe(400);
    expect(response.text).toMatch(message);
  });
});

describe('GET /api/audit-events.csv', () => {
  it('downloads the filtered events as CSV: header, ISO times, details as JSON', async () => {
    const response = await admin
      .get('/api/audit-events.csv')
      .query({ client: 'Alpha Capital', action: 'report.exported' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="parley-audit-${today}.csv"`,
    );
    const [header, ...rows] = parseCsv(response.text);
    expect(header).toEqual([
      'occurred_at',
      'action',
      'actor_username',
      'actor_user_id',
      'address',
      'subject_type',
      'subject_id',
      'client',
      'details',
      'id',
    ]);
    // Alpha's report exports are events 2, 5, 8, 11, 14: newest first.
    expect(rows.map((row) => JSON.parse(row[8]!).n)).toEqual([14, 11, 8, 5, 2]);
    expect(rows[0]).toEqual([
      '2026-03-01T12:14:00.000Z',
      'report.exported',
      'Alice',
      'usr_alice',
      '203.0.113.5',
      'client',
      'Alpha Capital',
      'Alpha Capital',
      '{"n":14}',
      seeded[14],
    ]);
  });

  it('reads a long trail in batches and streams every row once', async () => {
    const knex = t.db.knex;
    const start = Date.parse('2025-01-01T00:00:00Z');
    const rows = Array.from({ length: 1203 }, (_, i) => i);
    for (const i of rows) {
      await insertAuditEvent(knex, {
        occurredAt: new Date(start + i * 1000),
        action: 'interview.opened_by_link',
        client: 'Bulk Co',
        details: { i },
      });
    }
    const response = await admin.get('/api/audit-events.csv').query({ client: 'Bulk Co' });
    expect(response.status).toBe(200);
    const order = parseCsv(response.text)
      .slice(1)
      .map((row) => JSON.parse(row[8]!).i);
    expect(order).toEqual(rows.toReversed());
  });

  it('defuses cells a spreadsheet would run as a formula', async () => {
    const hostile = ['=HYPERLINK("http://evil.test","x")', '+1+2', '-2+3', '@SUM(A1)', '\tTAB'];
    for (const name of hostile) {
      await insertAuditEvent(t.db.knex, {
        action: 'auth.sign_in_failed',
        actorUsername: name,
        client: 'Formula Co',
        subjectId: '=1+1',
        details: { username: name },
      });
    }
    const response = await admin.get('/api/audit-events.csv').query({ client: 'Formula Co' });
    const rows = parseCsv(response.text).slice(1);
    expect(rows.map((row) => row[2]).sort()).toEqual(hostile.map((name) => `'${name}`).sort());
    for (const row of rows) {
      expect(row[6]).toBe("'=1+1");
      for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it('applies the same checks to its filters', async () => {
    const response = await admin.get('/api/audit-events.csv').query({ limit: '5' });
    expect(response.status).toBe(400);
    expect(response.text).toBe('Unknown field: limit');
  });
});

describe('who may read the trail', () => {
  it.each(['/api/audit-events', '/api/audit-events.csv'])('%s: admins only', async (path) => {
    expect((await t.request().get(path)).status).toBe(401);
    for (const agent of [await t.asCustomerOf('Alpha Capital'), await t.asExpert()]) {
      const response = await agent.get(path);
      expect(response.status).toBe(403);
      expect(response.text).toBe('Only admin accounts can do this');
    }
    expect((await admin.get(path)).status).toBe(200);
  });
});
