import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp';

/**
 * Every API answer, failures included, tells browsers and proxies not to keep it: an
 * error page or a 404 cached by a shared proxy would be served to the next visitor.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Cache-Control: no-store on every API answer', () => {
  it('on success', async () => {
    const admin = await t.asAdmin();
    const response = await admin.get('/api/user');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['signed out', 'get', '/api/user', undefined, 401],
    ['an unknown API path', 'get', '/api/no-such-thing', undefined, 404],
    ['the bare /api', 'get', '/api', undefined, 404],
    ['an invalid body', 'post', '/api/login', { username: '' }, 400],
    ['a wrong password', 'post', '/api/login', { username: 'nobody', password: 'x' }, 401],
    ['a wrong method', 'delete', '/api/login', undefined, 404],
  ] as const)('on %s', async (_case, method, url, body, status) => {
    const response = await t.request()[method](url).send(body);
    expect(response.status).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('on malformed JSON', async () => {
    const response = await t
      .request()
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send('{"username":');
    expect(response.status).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('on a body that is too large', async () => {
    const response = await t
      .request()
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ username: 'x', password: 'y'.repeat(2 * 1024 * 1024) }));
    expect(response.status).toBe(413);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
