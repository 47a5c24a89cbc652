import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../security/rawHttp';
import { createTestApp, type TestApp } from '../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a GET with a body', () => {
  it('is refused with a 400 that says why, however long the answer would have been', async () => {
    const response = await rawRequest(t.origin, {
      method: 'GET',
      path: '/api/openapi.json',
      headers: { 'Content-Type': 'application/json' },
      body: Buffer.alloc(1024 * 1024 + 1, 'a'),
    });
    expect(response.status).toBe(400);
    expect(response.text).toBe('A GET request takes no body: send its input in the query string');
  });

  it('leaves a GET without one alone', async () => {
    const response = await rawRequest(t.origin, { method: 'GET', path: '/api/openapi.json' });
    expect(response.status).toBe(200);
  });
});
