import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../sync/contract';
import { User } from '../../models';
import { bearer, issueApiToken } from '../../test/apiTokens';
import {
  createCustomer,
  createExpert,
  createProject,
  createUser,
  signIn,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createProject(t.db.knex, { client: 'Alpha Capital', name: 'Alpha study' });
  await createProject(t.db.knex, { client: 'Beta Bank', name: 'Beta study' });
});
afterAll(() => t.close());

async function customerWithToken(client = 'Alpha Capital') {
  const user = await createCustomer(t.db.knex, client);
  const agent = await signIn(t.agent(), user);
  const created = await agent.post('/api/tokens').send({ name: 'Nightly export' });
  expect(created.status, created.text).toBe(201);
  return { user, agent, created: created.body as { id: string; token: string; prefix: string } };
}

/** Every row of every table in the public schema, as one string. */
async function wholeDatabaseText(): Promise<string> {
  const tables = await t.db
    .knex('information_schema.tables')
    .where({ table_schema: 'public', table_type: 'BASE TABLE' })
    .pluck('table_name');
  const dumps = await Promise.all(
    (tables as string[]).map(async (table) => JSON.stringify(await t.db.knex(table).select())),
  );
  return dumps.join('\n');
}

describe('personal API tokens', () => {
  it('lives through create → use → list without the secret → revoke → 401', async () => {
    const { agent, created } = await customerWithToken();
    expect(created).toMatchObject({ name: 'Nightly export', lastUsedAt: null });
    expect(created.token).toMatch(/^prl_[A-Za-z0-9_-]{43}$/);
    expect(created.token.startsWith(created.prefix)).toBe(true);

    const projects = await t
      .request()
      .get('/api/projects')
      .set('Authorization', bearer(created.token));
    expect(projects.status, projects.text).toBe(200);
    // The customer's token sees its own client's projects only.
    expect(projects.body.map((p: { client: string }) => p.client)).toEqual(['Alpha Capital']);
    expect(projects.headers['set-cookie']).toBeUndefined();

    const list = await agent.get('/api/tokens');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(Object.keys(list.body[0]).sort()).toEqual([
      'createdAt',
      'id',
      'lastUsedAt',
      'name',
      'prefix',
    ]);
    expect(list.body[0].lastUsedAt).not.toBeNull();
    expect(list.text).not.toContain(created.token);

    const revoked = await agent.delete(`/api/tokens/${created.id}`);
    expect(revoked.status, revoked.text).toBe(204);
    expect((await agent.get('/api/tokens')).body).toEqual([]);

    const after = await t
      .request()
      .get('/api/projects')
      .set('Authorization', bearer(created.token));
    expect(after.status).toBe(401);
    expect(after.text).toBe('This API token was revoked');
    expect(after.headers['www-authenticate']).toContain('error="invalid_token"');
    // Revoking twice is the same 404 as an unknown id.
    expect((await agent.delete(`/api/tokens/${created.id}`)).status).toBe(404);
  });

  it('keeps only a hash: the secret appears nowhere in the database', async () => {
    const { created } = await customerWithToken();
    const dump = await wholeDatabaseText();
    expect(dump).not.toContain(created.token);
    expect(dump).not.toContain(created.token.slice(4));
    expect(dump).toContain(created.prefix);
  });

  it('records token.created and token.revoked in the same transaction, without the secret', async () => {
    const { user, agent, created } = await customerWithToken();
    await agent.delete(`/api/tokens/${created.id}`).expect(204);
    const events = await t.db
      .knex('audit_events')
      .where({ subject_id: created.id })
      .orderBy('occurred_at');
    expect(events.map((e) => e.action)).toEqual(['token.created', 'token.revoked']);
    for (const event of events) {
      expect(event.actor_user_id).toBe(user.id);
      expect(event.client).toBe('Alpha Capital');
      expect(event.details).toEqual({ name: 'Nightly export', prefix: created.prefix });
    }
    expect(AUDIT_ACTIONS).toContain('token.created');
  });

  it("refuses to revoke another user's token (404) and leaves it working", async () => {
    const a = await customerWithToken();
    const b = await customerWithToken('Beta Bank');
    const attempt = await a.agent.delete(`/api/tokens/${b.created.id}`);
    expect(attempt.status).toBe(404);
    // Not with A's token either.
    const withToken = await t
      .request()
      .delete(`/api/tokens/${b.created.id}`)
      .set('Authorization', bearer(a.created.token));
    expect(withToken.status).toBe(404);
    const stillWorks = await t
      .request()
      .get('/api/projects')
      .set('Authorization', bearer(b.created.token));
    expect(stillWorks.status).toBe(200);
    expect(stillWorks.body.map((p: { client: string }) => p.client)).toEqual(['Beta Bank']);
    // A lists only its own.
    const listed = await a.agent.get('/api/tokens');
    expect(listed.body.map((row: { id: string }) => row.id)).toEqual([a.created.id]);
  });

  it('lets a token revoke itself but not mint another (a browser session is needed)', async () => {
    const { created } = await customerWithToken();
    const mint = await t
      .request()
      .post('/api/tokens')
      .set('Authorization', bearer(created.token))
      .send({ name: 'Offspring' });
    expect(mint.status).toBe(403);
    expect(mint.text).toMatch(/browser session/);
    const self = await t
      .request()
      .delete(`/api/tokens/${created.id}`)
      .set('Authorization', bearer(created.token));
    expect(self.status).toBe(204);
  });

  it("keeps an expert's token out of admin and client routes", async () => {
    const expert = await createExpert(t.db.knex);
    const token = await issueApiToken(t.db.knex, expert);
    const call = (method: 'get' | 'post', url: string) =>
      t.request()[method](url).set('Authorization', bearer(token));
    expect((await call('get', '/api/expert-interviews/upcoming')).status).toBe(200);
    expect((await call('get', '/api/projects')).status).toBe(403);
    expect((await call('post', '/api/interviews')).status).toBe(403);
  });

  it("follows the user's current role and dies with the account", async () => {
    const admin = await createUser(t.db.knex, { role: 'admin' });
    const token = await issueApiToken(t.db.knex, admin);
    const projects = () => t.request().get('/api/projects').set('Authorization', bearer(token));
    expect((await projects()).status).toBe(200);
    await User.query(t.db.knex).findById(admin.id).patch({ role: 'expert' });
    expect((await projects()).status).toBe(403);
    await User.query(t.db.knex).deleteById(admin.id);
    const gone = await projects();
    expect(gone.status).toBe(401);
    expect(gone.text).toBe('This API token is not valid');
  });

  it('judges a request by its Authorization header alone, never falling back to the cookie', async () => {
    const { agent } = await customerWithToken();
    const cases: [string, RegExp][] = [
      ['Basic dXNlcjpwYXNz', /must be "Bearer <token>"/],
      ['Bearer', /must be "Bearer <token>"/],
      ['Bearer not-a-token', /not a Parley API token/],
      [`Bearer prl_${'A'.repeat(43)}`, /not valid/],
    ];
    for (const [header, message] of cases) {
      // `agent` carries a valid session cookie; the bad header still wins.
      const response = await agent.get('/api/user').set('Authorization', header);
      expect(response.status, header).toBe(401);
      expect(response.text, header).toMatch(message);
      expect(response.headers['x-error-code']).toBe('invalid_token');
    }
    const json = await t
      .request()
      .get('/api/user')
      .set('Authorization', 'Bearer nope')
      .set('Accept', 'application/json');
    expect(json.body).toEqual({
      error: {
        code: 'invalid_token',
        message: 'This is not a Parley API token (they start with prl_)',
      },
    });
  });

  it('acts as the user on writes, with no session cookie set', async () => {
    const admin = await createUser(t.db.knex, { role: 'admin' });
    const token = await issueApiToken(t.db.knex, admin);
    const me = await t.request().get('/api/user').set('Authorization', bearer(token));
    expect(me.body.id).toBe(admin.id);
    const created = await t
      .request()
      .post('/api/projects')
      .set('Authorization', bearer(token))
      .send({ name: 'Made by a program', client: 'Gamma Group', baseQuestions: ['Why?'] });
    expect(created.status, created.text).toBe(201);
    expect(created.headers['set-cookie']).toBeUndefined();
    const sessions = await t.db.knex('sessions').count<{ count: number }[]>('* as count');
    const before = Number(sessions[0]?.count);
    await t.request().get('/api/projects').set('Authorization', bearer(token)).expect(200);
    const after = await t.db.knex('sessions').count<{ count: number }[]>('* as count');
    expect(Number(after[0]?.count)).toBe(before);
  });

  it('writes last use at most once a minute', async () => {
    const user = await createCustomer(t.db.knex, 'Alpha Capital');
    const token = await issueApiToken(t.db.knex, user);
    const lastUsed = async () =>
      (await t.db.knex('api_tokens').where({ user_id: user.id }).first('last_used_at'))
        .last_used_at as Date | null;
    const use = () => t.request().get('/api/user').set('Authorization', bearer(token)).expect(200);
    await use();
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await use();
    expect(await lastUsed()).toEqual(first);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await t.db
      .knex('api_tokens')
      .where({ user_id: user.id })
      .update({ last_used_at: twoMinutesAgo });
    await use();
    expect(new Date((await lastUsed()) as Date).getTime()).toBeGreaterThan(twoMinutesAgo.getTime());
  });

  it('answers a clear 400 for a nameless token and 401 signed out', async () => {
    const { agent } = await customerWithToken();
    const blank = await agent.post('/api/tokens').send({ name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.text).toBe('Token name is required');
    expect((await t.request().get('/api/tokens')).status).toBe(401);
  });
});
