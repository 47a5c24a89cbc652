import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser, TEST_PASSWORD } from '../test/factories';
import { createTestApp, type TestApp } from '../test/testApp';
import { configureLogging } from './logger';

/** Each JSON line the logger writes while a test runs. */
let lines: Record<string, unknown>[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ TRANSCRIPTION_PROVIDER: 'none' });
  configureLogging({
    level: 'debug',
    destination: { write: (line: string) => lines.push(JSON.parse(line)) },
  });
});

beforeEach(() => {
  lines = [];
});

afterAll(async () => {
  configureLogging({ level: 'silent', pretty: false });
  await t.close();
});

/** The request line of one request (written when its response is over). */
async function requestLine(reqId: string) {
  return vi.waitFor(() => {
    const line = lines.find((entry) => entry.reqId === reqId && 'status' in entry);
    if (!line) throw new Error(`no request line for ${reqId} yet`);
    return line;
  });
}

describe('request ids', () => {
  it('makes one for a request that brings none, and echoes it', async () => {
    const first = await t.request().get('/api/user');
    const second = await t.request().get('/api/user');
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it("keeps a caller's sane id, so one id follows a request through a proxy", async () => {
    const response = await t.request().get('/api/user').set('X-Request-Id', 'edge-7f3a:42');
    expect(response.headers['x-request-id']).toBe('edge-7f3a:42');
    expect((await requestLine('edge-7f3a:42')).route).toBe('/api/user');
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['spaces and quotes', 'x" injected="1'],
    ['a forged log line', 'abc\\n{"level":50}'],
  ])('replaces an id that is %s', async (_, offered) => {
    const response = await t.request().get('/api/user').set('X-Request-Id', offered);
    expect(response.headers['x-request-id']).not.toBe(offered);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('request log lines', () => {
  it('name the id, method, route pattern, status and duration', async () => {
    const response = await t
      .request()
      .get('/api/interviews/itv_not_there/transcript')
      .set('X-Request-Id', 'route-pattern-1');
    const line = await requestLine('route-pattern-1');
    expect(line).toMatchObject({
      level: 30,
      reqId: 'route-pattern-1',
      method: 'GET',
      route: '/api/interviews/:interviewId/transcript',
      status: String(response.status),
    });
    expect(line.durationMs).toEqual(expect.any(Number));
    expect(JSON.stringify(line)).not.toContain('itv_not_there');
  });

  it('carry no cookie, authorization header, body or password', async () => {
    const user = await createUser(t.db.knex, { role: 'admin', username: 'logged-admin' });
    const agent = t.agent();
    const signedIn = await agent
      .post('/api/login')
      .set('X-Request-Id', 'sign-in-1')
      .send({ username: user.username, password: TEST_PASSWORD })
      .expect(200);
    const sessionCookie = String(signedIn.headers['set-cookie']).match(/parley\.sid=([^;]+)/)?.[1];
    expect(sessionCookie).toBeTruthy();
    await agent.get('/api/user').set('X-Request-Id', 'signed-in-1').expect(200);
    await t
      .request()
      .get('/api/user')
      .set('X-Request-Id', 'bearer-1')
      .set('Authorization', 'Bearer prl_not_a_real_token_0123456789')
      .expect(401);
    await requestLine('sign-in-1');
    await requestLine('signed-in-1');
    await requestLine('bearer-1');
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(TEST_PASSWORD);
    expect(logged).not.toContain(sessionCookie);
    expect(logged).not.toContain('prl_not_a_real_token');
    expect(logged).not.toMatch(/cookie|authorization|headers|logged-admin/i);
  });

  it('label requests no route serves, and pages of the web app, without their paths', async () => {
    await t.request().get('/api/no/such/thing/123').set('X-Request-Id', 'unmatched-1').expect(404);
    expect((await requestLine('unmatched-1')).route).toBe('(unmatched api)');
    await t.request().get('/customer/Alpha%20Capital').set('X-Request-Id', 'web-1');
    expect((await requestLine('web-1')).route).toBe('(web app)');
  });

  it('log probes at debug level only', async () => {
    await t.request().get('/healthz').set('X-Request-Id', 'probe-1').expect(200);
    expect(await requestLine('probe-1')).toMatchObject({ level: 20, route: '/healthz' });
  });
});

describe('listeners', () => {
  it('add few enough to a response that Node warns of no leak', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      // A compressed body is streamed, and Koa's pipeline adds its own close listeners.
      const response = await t
        .request()
        .get('/api/openapi.json')
        .set('Accept-Encoding', 'gzip')
        .expect(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      await t.request().get('/api/user').expect(401);
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).not.toContain('MaxListenersExceededWarning');
  });
});

describe('an unexpected error', () => {
  it('is logged with the request id, which the 500 quotes', async () => {
    const admin = await t.asAdmin();
    await t.db.knex.raw('alter table projects rename to projects_away');
    let response: Awaited<ReturnType<typeof admin.get>>;
    try {
      response = await admin.get('/api/projects').set('X-Request-Id', 'broken-1').expect(500);
    } finally {
      await t.db.knex.raw('alter table projects_away rename to projects');
    }
    expect(response.text).toBe('Internal server error (request id broken-1)');
    const failure = lines.find((entry) => entry.reqId === 'broken-1' && 'err' in entry);
    expect(failure).toMatchObject({ level: 50, method: 'GET', msg: 'failed' });
    expect(JSON.stringify(failure)).toContain('projects');
    expect(await requestLine('broken-1')).toMatchObject({
      level: 50,
      route: '/api/projects',
      status: '500',
    });
  });
});
