import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshStaleDashboards } from '../jobs/dashboardRefresh';
import { createAdmin, createInterview, createProject, TEST_PASSWORD } from '../test/factories';
import { createTestApp, type TestApp } from '../test/testApp';
import { cookieHeader, rawRequest } from './rawHttp';
import { fillPath, type RegisteredRoute, registeredRoutes } from './routeTable';
import { pathSpellings } from './spellings';

/**
 * No state-changing route is reachable from another site, under any spelling of its
 * path: every route of the real router, every non-safe method, every spelling in
 * `pathSpellings`, signed in as an admin with a cookie, from a foreign Origin and
 * from a browser that only says Sec-Fetch-Site: cross-site.
 */
const STATE_CHANGING = ['POST', 'PUT', 'PATCH', 'DELETE'];
const CROSS_SITE: Record<string, Record<string, string>> = {
  'foreign Origin': { Origin: 'https://evil.example' },
  'Sec-Fetch-Site: cross-site': { 'Sec-Fetch-Site': 'cross-site' },
};
// The session store is written by signing in, not by the requests under test.
const UNWATCHED_TABLES = new Set(['sessions', 'knex_migrations', 'knex_migrations_lock']);

let t: TestApp;
let cookie: string;
let routes: RegisteredRoute[];
let paramValues: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t.db.knex);
  const project = await createProject(t.db.knex, { client: 'Acme Capital' });
  const { interview } = await createInterview(t.db.knex, project, { status: 'in_progress' });
  paramValues = { id: project.id, interviewId: interview.id, client: 'Acme Capital' };
  const login = await rawRequest(t.origin, {
    method: 'POST',
    path: '/api/login',
    headers: { 'Content-Type': 'application/json', Origin: t.origin },
    body: JSON.stringify({ username: admin.username, password: TEST_PASSWORD }),
  });
  expect(login.status).toBe(200);
  cookie = cookieHeader(login);
  routes = registeredRoutes(t.services);
  // The project made the client's dashboard stale; the background sweep would store it
  // in the middle of the test, a write no request made. Storing it now leaves it nothing.
  await refreshStaleDashboards(t.db.knex, t.services.ai);
});
afterAll(() => t.close());

async function rowCounts(knex: Knex): Promise<Record<string, number>> {
  const tables = await knex('pg_tables')
    .where('schemaname', knex.raw('current_schema()'))
    .pluck<string[]>('tablename');
  const counts: Record<string, number> = {};
  for (const table of tables.filter((name) => !UNWATCHED_TABLES.has(name)).sort()) {
    const [row] = await knex(table).count<{ count: number | string }[]>({ count: '*' });
    counts[table] = Number(row!.count);
  }
  return counts;
}

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += width) {
    await Promise.all(items.slice(start, start + width).map(work));
  }
}

describe('cross-site requests', () => {
  it('reach no state-changing route under any spelling, and write nothing', async () => {
    const before = await rowCounts(t.db.knex);
    const paths = [...new Set(routes.map((route) => route.path))];
    const methods = [
      ...new Set([...STATE_CHANGING, ...routes.map((r) => r.method).filter((m) => m !== 'GET')]),
    ];
    const cases = paths.flatMap((path) =>
      Object.entries(pathSpellings(fillPath(path, (name) => paramValues[name] ?? 'x'))).flatMap(
        ([spelling, spelled]) =>
          methods.flatMap((method) =>
            Object.entries(CROSS_SITE).map(([how, headers]) => ({
              route: path,
              spelling,
              path: spelled,
              method,
              how,
              headers,
            })),
          ),
      ),
    );
    const reached: string[] = [];
    const statuses: Record<number, number> = {};
    await inBatches(cases, 16, async (c) => {
      const response = await rawRequest(t.origin, {
        method: c.method,
        path: c.path,
        headers: { ...c.headers, Cookie: cookie, 'Content-Type': 'application/json' },
        body: '{}',
      });
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      const refused = c.spelling === 'exact' ? [403] : [403, 404];
      if (!refused.includes(response.status)) {
        reached.push(`${c.method} ${c.path} (${c.how}) → ${response.status} ${response.text}`);
      }
    });
    console.info(
      `[cross-site] ${cases.length} requests over ${paths.length} paths, ${methods.length} methods: statuses ${JSON.stringify(statuses)}`,
    );
    expect(reached).toEqual([]);
    expect(await rowCounts(t.db.knex)).toEqual(before);
  }, 120_000);

  it('still serves the same requests from our own origin', async () => {
    const created = await rawRequest(t.origin, {
      method: 'POST',
      path: '/api/projects',
      headers: { Origin: t.origin, Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Same-origin project',
        client: 'Acme Capital',
        baseQuestions: ['What changed this year?'],
      }),
    });
    expect(created.status, created.text).toBe(201);
    const noOrigin = await rawRequest(t.origin, {
      method: 'POST',
      path: '/api/logout',
      headers: { 'Sec-Fetch-Site': 'same-origin', Cookie: cookie },
    });
    expect(noOrigin.status).toBeLessThan(300);
  });
});

describe('one routing truth', () => {
  it('answers other spellings of an API path with the JSON 404, never a handler', async () => {
    const spellings = pathSpellings('/api/projects');
    for (const [spelling, path] of Object.entries(spellings)) {
      if (spelling === 'exact') continue;
      const response = await rawRequest(t.origin, {
        method: 'GET',
        path,
        headers: { Cookie: cookie },
      });
      expect(response.status, `${spelling}: ${path}`).toBe(404);
      expect(response.headers['cache-control'], path).toBe('no-store');
      expect(JSON.parse(response.text).error.code, path).toBe('not_found');
    }
  });

  it('routes only the exact spelling, even from our own origin', async () => {
    const before = await rowCounts(t.db.knex);
    for (const [spelling, path] of Object.entries(pathSpellings('/api/projects'))) {
      if (spelling === 'exact') continue;
      const response = await rawRequest(t.origin, {
        method: 'POST',
        path,
        headers: { Origin: t.origin, Cookie: cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Misspelt', client: 'Acme Capital', baseQuestions: ['Why?'] }),
      });
      expect(response.status, `${spelling}: ${path}`).toBe(404);
    }
    expect(await rowCounts(t.db.knex)).toEqual(before);
  });
});
