import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../test/factories';
import { createTestApp, type TestApp } from '../test/testApp';

// The test client always connects from 127.0.0.1. Behind "loopback" it is a trusted
// proxy; behind "10.0.0.0/8" it is a visitor whose X-Forwarded-* headers count for nothing.
let proxied: TestApp;
let direct: TestApp;
beforeAll(async () => {
  proxied = await createTestApp({ TRUST_PROXY: 'loopback' });
  direct = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
});
afterAll(async () => {
  await proxied.close();
  await direct.close();
});

async function signInOverTls(app: TestApp) {
  const user = await createUser(app.db.knex);
  return app
    .request()
    .post('/api/login')
    .set('X-Forwarded-Proto', 'https')
    .send({ username: user.username, password: TEST_PASSWORD });
}

const cookieOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['set-cookie']).toLowerCase();

describe('X-Forwarded-Proto', () => {
  it('makes the session cookie Secure when a trusted proxy says the client used TLS', async () => {
    const response = await signInOverTls(proxied);
    expect(response.status).toBe(200);
    expect(cookieOf(response)).toContain('; secure');
  });

  it('is ignored from anyone else', async () => {
    const response = await signInOverTls(direct);
    expect(response.status).toBe(200);
    expect(cookieOf(response)).not.toContain('secure');
  });
});

describe('X-Forwarded-Host', () => {
  // rejectCrossSite compares Origin with our own origin, built from protocol and host.
  const publicOrigin = 'https://parley.example.test';
  const logoutAs = (app: TestApp) =>
    app
      .request()
      .post('/api/logout')
      .set('Origin', publicOrigin)
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-Host', 'parley.example.test');

  it('names our public origin when a trusted proxy sends it', async () => {
    expect((await logoutAs(proxied)).status).toBe(200);
  });

  it('cannot be used by a visitor to pass as our origin', async () => {
    const response = await logoutAs(direct);
    expect(response.status).toBe(403);
    expect(response.text).toBe('Cross-site request rejected');
  });
});
