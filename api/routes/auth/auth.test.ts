import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROJECT_ID_LIKE_NAME } from '../../../sync/contract/projectIds';
import { SESSION_COOKIE } from '../../middleware/session';
import { createUser, signIn, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_FREE_FAILURES: '3' });
});
afterAll(() => t.close());

describe('GET /api/user', () => {
  it('answers 401 when signed out', async () => {
    const response = await t.request().get('/api/user');
    expect(response.status).toBe(401);
    expect(response.text).toBe('Please sign in to continue');
  });

  it('returns the signed-in user without the password hash', async () => {
    const user = await createUser(t.db.knex, { role: 'expert', email: 'e1@example.test' });
    const agent = await signIn(t.agent(), user);
    const response = await agent.get('/api/user');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, username: user.username, role: 'expert' });
    expect(JSON.stringify(response.body)).not.toContain('argon2');
  });
});

describe('the session cookie', () => {
  it("reads the account's current state on every request: a changed role, a deleted user", async () => {
    const user = await createUser(t.db.knex, { role: 'customer' });
    const agent = await signIn(t.agent(), user);
    await t.db.knex('users').where({ id: user.id }).update({ role: 'expert' });
    expect((await agent.get('/api/user')).body).toMatchObject({ id: user.id, role: 'expert' });
    await t.db.knex('users').where({ id: user.id }).delete();
    expect((await agent.get('/api/user')).status).toBe(401);
  });

  it('signs nobody in with an id the server did not issue, or one that expired', async () => {
    const user = await createUser(t.db.knex);
    const agent = await signIn(t.agent(), user);
    const forged = t
      .request()
      .get('/api/user')
      .set('Cookie', `${SESSION_COOKIE}=${'A'.repeat(43)}`);
    expect((await forged).status).toBe(401);
    await t.db.knex('sessions').update({ expires_at: new Date(Date.now() - 1000) });
    expect((await agent.get('/api/user')).status).toBe(401);
  });
});

describe('POST /api/login', () => {
  it('sets an httpOnly SameSite=Lax session cookie and returns the user', async () => {
    const user = await createUser(t.db.knex);
    const response = await t
      .request()
      .post('/api/login')
      .send({ username: user.username, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.username).toBe(user.username);
    const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).join(';');
    expect(cookie).toContain(`${SESSION_COOKIE}=`);
    expect(cookie.toLowerCase()).toContain('httponly');
    expect(cookie.toLowerCase()).toContain('samesite=lax');
    expect(cookie.toLowerCase()).not.toContain('secure');
  });

  it('marks the cookie secure behind a trusted TLS proxy', async () => {
    const tls = await createTestApp({ TRUST_PROXY: 'loopback' });
    try {
      const user = await createUser(tls.db.knex);
      const response = await tls
        .request()
        .post('/api/login')
        .set('X-Forwarded-Proto', 'https')
        .send({ username: user.username, password: TEST_PASSWORD });
      expect(response.status).toBe(200);
      expect(String(response.headers['set-cookie']).toLowerCase()).toContain('secure');
    } finally {
      await tls.close();
    }
  });

  it('accepts the e-mail address as the username', async () => {
    const user = await createUser(t.db.knex, { email: 'Mixed.Case@Example.test' });
    const response = await t
      .request()
      .post('/api/login')
      .send({ username: 'mixed.case@example.test', password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(user.id);
  });

  it('answers 401 with "Unauthorized" for a wrong password or unknown user', async () => {
    const user = await createUser(t.db.knex);
    for (const body of [
      { username: user.username, password: 'wrong-password' },
      { username: 'nobody-here', password: 'whatever' },
    ]) {
      const response = await t.request().post('/api/login').send(body);
      expect(response.status).toBe(401);
      expect(response.text).toContain('Unauthorized');
    }
  });

  it('requires username and password', async () => {
    const missingUser = await t.request().post('/api/login').send({ password: 'x' });
    expect(missingUser.status).toBe(400);
    expect(missingUser.text).toBe('Username is required');
    const missingPassword = await t.request().post('/api/login').send({ username: 'x' });
    expect(missingPassword.status).toBe(400);
    expect(missingPassword.text).toBe('Password is required');
  });

  it('slows repeated failures per account with a 429 and Retry-After', async () => {
    // A frozen clock: on a slow machine the first 1 s wait could pass between requests.
    // (signInThrottle.test.ts covers the throttle's rules one by one.)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const user = await createUser(t.db.knex);
      for (let i = 0; i < 3; i++) {
        const r = await t
          .request()
          .post('/api/login')
          .send({ username: user.username, password: 'nope' });
        expect(r.status).toBe(401);
      }
      const limited = await t
        .request()
        .post('/api/login')
        .send({ username: user.username, password: TEST_PASSWORD });
      expect(limited.status).toBe(429);
      expect(limited.text).toMatch(/Too many failed sign-in attempts/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('issues a new session id on login (no session fixation)', async () => {
    const user = await createUser(t.db.knex);
    const agent = t.agent();
    await signIn(agent, user);
    const before = await t.db.knex('sessions').pluck('id');
    await signIn(agent, user);
    const after = await t.db.knex('sessions').pluck('id');
    const added = after.filter((id: string) => !before.includes(id));
    const removed = before.filter((id: string) => !after.includes(id));
    expect(added).toHaveLength(1);
    expect(removed).toHaveLength(1);
  });

  it('rejects malformed JSON, non-object bodies and unknown fields with 400', async () => {
    const malformed = await t
      .request()
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send('{"username": ');
    expect(malformed.status).toBe(400);
    expect(malformed.text).toBe('The request body is not valid JSON');
    const array = await t
      .request()
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send('[1,2]');
    expect(array.status).toBe(400);
    const unknown = await t
      .request()
      .post('/api/login')
      .send({ username: 'a', password: 'b', admin: true });
    expect(unknown.status).toBe(400);
    expect(unknown.text).toBe('Unknown field: admin');
  });

  it('answers 413 for a huge JSON body', async () => {
    const response = await t
      .request()
      .post('/api/login')
      .send({ username: 'a', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.status).toBe(413);
  });
});

describe('POST /api/register', () => {
  it('creates a customer whatever role is sent, and signs it in', async () => {
    const agent = t.agent();
    const response = await agent
      .post('/api/register')
      .send({ username: 'newcomer', password: 'secret1', role: 'admin', fullName: 'New Comer' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ username: 'newcomer', role: 'customer' });
    const me = await agent.get('/api/user');
    expect(me.body.role).toBe('customer');
  });

  it('enforces the minimum password length', async () => {
    const response = await t
      .request()
      .post('/api/register')
      .send({ username: 'shorty', password: '12345' });
    expect(response.status).toBe(400);
    expect(response.text).toBe('Password must be at least 6 characters');
  });

  it('answers 409 for a taken username', async () => {
    const user = await createUser(t.db.knex);
    const response = await t
      .request()
      .post('/api/register')
      .send({ username: user.username.toUpperCase(), password: 'secret1' });
    expect(response.status).toBe(409);
    expect(response.text).toBe('That username is already taken');
  });

  it("gives a new account naming an existing client's company a request, not access", async () => {
    await createUser(t.db.knex, {
      role: 'customer',
      company: 'Claimed Capital',
      clientAccess: 'Claimed Capital',
    });
    const response = await t
      .request()
      .post('/api/register')
      .send({ username: 'intruder', password: 'secret1', company: 'claimed capital' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      company: 'claimed capital',
      clientAccess: null,
      clientAccessStatus: {
        client: null,
        pendingRequest: { client: 'Claimed Capital' },
        message:
          'Your access to Claimed Capital is waiting for approval by a Parley administrator or a member of Claimed Capital.',
      },
    });
  });

  it('refuses a company named like a project id, which /customer/{x} would open as a project', async () => {
    const response = await t
      .request()
      .post('/api/register')
      .send({ username: 'lookalike', password: 'secret1', company: 'prj_demo_esg' });
    expect(response.status).toBe(400);
    expect(response.text).toBe(PROJECT_ID_LIKE_NAME);
    expect(await t.db.knex('users').where({ username: 'lookalike' })).toEqual([]);
  });
});

describe('POST /api/logout', () => {
  it('destroys the session on the server', async () => {
    const user = await createUser(t.db.knex);
    const agent = await signIn(t.agent(), user);
    const sessionsBefore = await t.db.knex('sessions').count<{ count: number }[]>('* as count');
    const response = await agent.post('/api/logout');
    expect(response.status).toBe(200);
    const sessionsAfter = await t.db.knex('sessions').count<{ count: number }[]>('* as count');
    expect(sessionsAfter[0]!.count).toBe(sessionsBefore[0]!.count - 1);
    expect((await agent.get('/api/user')).status).toBe(401);
  });
});

describe('cross-site requests', () => {
  it('rejects a state-changing request from another origin', async () => {
    const response = await t.request().post('/api/logout').set('Origin', 'https://evil.example');
    expect(response.status).toBe(403);
    expect(response.text).toBe('Cross-site request rejected');
  });

  it('accepts one from its own origin only', async () => {
    const same = await t.request().post('/api/logout').set('Origin', t.origin);
    expect(same.status).toBe(200);
    // Same host, another port: another origin.
    const otherPort = await t.request().post('/api/logout').set('Origin', 'http://127.0.0.1:1');
    expect(otherPort.status).toBe(403);
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404, not the app', async () => {
    const response = await t.request().get('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.type).toBe('application/json');
    expect(response.body.error.code).toBe('not_found');
  });
});
