import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ TRANSCRIPTION_PROVIDER: 'none' });
});

afterAll(async () => {
  await t.close();
});

describe('/healthz', () => {
  it('answers ok to anyone, without a session cookie, never cached', async () => {
    const response = await t.request().get('/healthz').expect(200);
    expect(response.body).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('/readyz', () => {
  it('answers ok while the database answers and every migration is applied', async () => {
    const response = await t.request().get('/readyz').expect(200);
    expect(response.body).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers 503 naming a migration that is not applied', async () => {
    const [last] = await t.db
      .knex('knex_migrations')
      .orderBy('id', 'desc')
      .limit(1)
      .select('id', 'name', 'batch', 'migration_time');
    await t.db.knex('knex_migrations').where({ id: last.id }).delete();
    try {
      const response = await t.request().get('/readyz').expect(503);
      expect(response.body).toEqual({
        status: 'unavailable',
        reason: `migrations not applied: ${last.name}`,
      });
    } finally {
      await t.db.knex('knex_migrations').insert(last);
    }
    await t.request().get('/readyz').expect(200);
  });

  it('answers 503 once the database is gone, while /healthz still answers', async () => {
    await t.db.close();
    const response = await t.request().get('/readyz').expect(503);
    // The reason is public: the database's own error (hosts, users) goes to the log only.
    expect(response.body).toEqual({
      status: 'unavailable',
      reason: 'the database does not answer',
    });
    await t.request().get('/healthz').expect(200);
  });
});
