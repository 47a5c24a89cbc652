import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../test/factories';
import { createTestApp, type TestApp } from '../test/testApp';
import { findAccountsAcceptingDemoPassword } from './demoAccounts';
import {
  DEMO_PASSWORD,
  DEMO_PASSWORD_REFUSED,
  refuseDemoPasswordInProduction,
} from './demoPasswords';

describe('refuseDemoPasswordInProduction', () => {
  it('refuses the published demo password in production only', () => {
    expect(() => refuseDemoPasswordInProduction(true, DEMO_PASSWORD)).toThrow(
      DEMO_PASSWORD_REFUSED,
    );
    expect(() => refuseDemoPasswordInProduction(false, DEMO_PASSWORD)).not.toThrow();
    expect(() => refuseDemoPasswordInProduction(true, `${DEMO_PASSWORD}-2`)).not.toThrow();
  });
});

describe('signing in with the demo password', () => {
  let production: TestApp;
  let development: TestApp;
  beforeAll(async () => {
    [production, development] = await Promise.all([
      createTestApp({ NODE_ENV: 'production' }),
      createTestApp({ NODE_ENV: 'development' }),
    ]);
    for (const app of [production, development]) {
      // A database copied from a demo: an admin whose password is the published one.
      await createUser(app.db.knex, { username: 'admin', role: 'admin', password: DEMO_PASSWORD });
      await createUser(app.db.knex, { username: 'owner', role: 'admin' });
    }
  });
  afterAll(() => Promise.all([production.close(), development.close()]));

  const login = (app: TestApp, username: string, password: string) =>
    app.request().post('/api/login').send({ username, password });

  it('is refused in production with a message that says why, and no session', async () => {
    const response = await login(production, 'admin', DEMO_PASSWORD);
    expect(response.status).toBe(403);
    expect(response.text).toBe(DEMO_PASSWORD_REFUSED);
    expect(response.headers['x-error-code']).toBe('demo_password_refused');
    expect(response.headers['set-cookie'] ?? []).toEqual([]);
  });

  it('leaves other answers as they were in production', async () => {
    expect((await login(production, 'admin', 'a-wrong-password')).status).toBe(401);
    expect((await login(production, 'nobody', DEMO_PASSWORD)).status).toBe(401);
    expect((await login(production, 'owner', TEST_PASSWORD)).status).toBe(200);
  });

  it('still signs in outside production (the demo)', async () => {
    const response = await login(development, 'admin', DEMO_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ username: 'admin', role: 'admin' });
  });

  it('finds the demo accounts that accept the demo password, and only those', async () => {
    await createUser(development.db.knex, { username: 'expert', role: 'expert' });
    await createUser(development.db.knex, { username: 'customer', password: null });
    expect(await findAccountsAcceptingDemoPassword(development.db.knex)).toEqual(['admin']);
  });
});
