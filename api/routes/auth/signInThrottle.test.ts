import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { passwordVerificationCount } from '../../lib/passwords';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

// Small limits so each rule shows in a few requests: 3 free failures per account and
// address, 6 per account, 10 per address; waits start at 1 s and double.
const LIMITS = {
  LOGIN_FREE_FAILURES: '3',
  LOGIN_ACCOUNT_FREE_FAILURES: '6',
  LOGIN_ADDRESS_FREE_FAILURES: '10',
};

let t: TestApp;
beforeAll(async () => {
  // The test client connects from 127.0.0.1: here it plays a trusted proxy.
  t = await createTestApp({ ...LIMITS, TRUST_PROXY: 'loopback' });
});
afterAll(() => t.close());
// Frozen, so a slow machine cannot outlast a wait between two requests and make a
// refusal an acceptance; tests that need time to pass move the clock themselves.
beforeEach(() => freezeClock());
afterEach(() => {
  vi.useRealTimers();
});

let addresses = 0;
const newAddress = () => `203.0.113.${++addresses}`;

function signInFrom(app: TestApp, address: string, username: string, password = 'wrong-password') {
  return app
    .request()
    .post('/api/login')
    .set('X-Forwarded-For', address)
    .send({ username, password });
}

async function failFrom(app: TestApp, address: string, username: string, times: number) {
  for (let i = 0; i < times; i++) {
    const response = await signInFrom(app, address, username);
    expect(response.status, `failure ${i + 1} of ${username}`).toBe(401);
  }
}

function auditRows(app: TestApp, action: string) {
  return app.db
    .knex('audit_events')
    .where({ action })
    .orderBy([{ column: 'occurred_at' }, 'id']);
}

// The throttle reads Date.now(); faking only Date keeps sockets and the database real.
function freezeClock() {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
}
const advanceClock = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe('sign-in throttling behind a trusted proxy', () => {
  it('counts the forwarded client address, not the proxy, and not an address the client forged', async () => {
    const user = await createUser(t.db.knex);
    await signInFrom(t, '198.51.100.7', user.username);
    // The client wrote the first entry itself; the trusted proxy appended the real one.
    await signInFrom(t, '10.9.9.9, 198.51.100.8', user.username);
    const failures = await auditRows(t, 'auth.sign_in_failed').where({ subject_id: user.id });
    expect(failures.map((row) => row.ip).sort()).toEqual(['198.51.100.7', '198.51.100.8']);
  });

  it('counts the username and the e-mail address of one account together', async () => {
    const user = await createUser(t.db.knex, { email: 'shared.count@example.test' });
    const address = newAddress();
    await failFrom(t, address, user.username, 2);
    await failFrom(t, address, 'Shared.Count@example.test', 1);
    const refused = await signInFrom(t, address, user.username, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.text).toBe('Too many failed sign-in attempts. Try again in 1 second.');
  });

  it('makes each wait longer, then lets the correct password in and starts again', async () => {
    const user = await createUser(t.db.knex);
    const address = newAddress();
    await failFrom(t, address, user.username, 3);
    expect((await signInFrom(t, address, user.username)).headers['retry-after']).toBe('1');
    advanceClock(1000);
    await failFrom(t, address, user.username, 1);
    const second = await signInFrom(t, address, user.username, TEST_PASSWORD);
    expect(second.status).toBe(429);
    expect(second.headers['retry-after']).toBe('2');
    advanceClock(2000);
    const agent = t.agent();
    const success = await agent
      .post('/api/login')
      .set('X-Forwarded-For', address)
      .send({ username: user.username, password: TEST_PASSWORD });
    expect(success.status).toBe(200);
    expect((await agent.get('/api/user')).body.id).toBe(user.id);
    // The success cleared this address's count: a typo now is a plain 401 again.
    await failFrom(t, address, user.username, 1);
  });

  it('gives an attacker who rotates addresses nothing against one account', async () => {
    const user = await createUser(t.db.knex);
    for (let i = 0; i < 6; i++) await failFrom(t, newAddress(), user.username, 1);
    const fresh = await signInFrom(t, newAddress(), user.username, TEST_PASSWORD);
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not lock other accounts out of an address shared behind a NAT', async () => {
    const [mistyper, colleague, another] = await Promise.all([
      createUser(t.db.knex),
      createUser(t.db.knex),
      createUser(t.db.knex),
    ]);
    const office = newAddress();
    await failFrom(t, office, mistyper.username, 3);
    expect((await signInFrom(t, office, mistyper.username, TEST_PASSWORD)).status).toBe(429);
    expect((await signInFrom(t, office, colleague.username, TEST_PASSWORD)).status).toBe(200);
    await failFrom(t, office, another.username, 1);
  });

  it('slows one address trying many accounts, existing or not', async () => {
    const user = await createUser(t.db.knex);
    const sprayer = newAddress();
    for (let i = 0; i < 10; i++) await failFrom(t, sprayer, `no-such-user-${i}`, 1);
    expect((await signInFrom(t, sprayer, 'no-such-user-10')).status).toBe(429);
    expect((await signInFrom(t, sprayer, user.username, TEST_PASSWORD)).status).toBe(429);
    // The accounts themselves are not slowed for anyone else.
    expect((await signInFrom(t, newAddress(), user.username, TEST_PASSWORD)).status).toBe(200);
  });
});

describe('sign-in throttling from an untrusted peer', () => {
  let direct: TestApp;
  beforeAll(async () => {
    // Only 10.0.0.0/8 is a proxy here, so the test client (127.0.0.1) is a plain visitor.
    direct = await createTestApp({ ...LIMITS, TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(() => direct.close());

  it('ignores a rotating X-Forwarded-For: the peer address is counted', async () => {
    const user = await createUser(direct.db.knex);
    for (let i = 0; i < 3; i++) await failFrom(direct, newAddress(), user.username, 1);
    const rotated = await signInFrom(direct, newAddress(), user.username, TEST_PASSWORD);
    expect(rotated.status).toBe(429);
    const failures = await auditRows(direct, 'auth.sign_in_failed').where({ subject_id: user.id });
    expect(new Set(failures.map((row) => row.ip))).toEqual(new Set(['127.0.0.1']));
  });
});

describe('sign-in costs', () => {
  it('runs exactly one argon2 verify whether the account exists, has a password or not', async () => {
    const user = await createUser(t.db.knex);
    const invited = await createUser(t.db.knex, { password: null });
    const cases = [
      { username: 'nobody-by-this-name', password: 'guess' },
      { username: invited.username, password: 'guess' },
      { username: user.username, password: 'guess' },
      { username: user.username, password: TEST_PASSWORD },
    ];
    for (const body of cases) {
      const before = passwordVerificationCount();
      await signInFrom(t, newAddress(), body.username, body.password);
      expect(passwordVerificationCount() - before, body.username).toBe(1);
    }
  });

  it('runs none for a refused attempt', async () => {
    const user = await createUser(t.db.knex);
    const address = newAddress();
    await failFrom(t, address, user.username, 3);
    const before = passwordVerificationCount();
    expect((await signInFrom(t, address, user.username)).status).toBe(429);
    expect(passwordVerificationCount()).toBe(before);
  });
});

describe('the audit trail of sign-ins', () => {
  it('records failures with the account and the reason, and one refusal per wait', async () => {
    const user = await createUser(t.db.knex);
    const invited = await createUser(t.db.knex, { password: null });
    const address = newAddress();
    const unknownAddress = newAddress();
    await failFrom(t, unknownAddress, 'x'.repeat(300), 1);
    await failFrom(t, newAddress(), invited.username, 1);
    await failFrom(t, address, user.username, 3);
    for (let i = 0; i < 3; i++)
      expect((await signInFrom(t, address, user.username)).status).toBe(429);

    const rows = await auditRows(t, 'auth.sign_in_failed').where((q) =>
      q.where('ip', address).orWhere('subject_id', invited.id),
    );
    const unknown = await auditRows(t, 'auth.sign_in_failed').where('ip', unknownAddress);
    expect(unknown).toHaveLength(1);
    expect(unknown[0]).toMatchObject({ actor_user_id: null, subject_id: null });
    // An unknown name may be a password typed in the wrong field: only a digest is kept.
    expect(unknown[0]!.details.identifier).toBeNull();
    expect(unknown[0]!.details.unknownNameDigest).toMatch(/^[0-9a-f]{12}$/);
    expect(JSON.stringify(unknown)).not.toContain('xxxx');
    // With the clock frozen, rows share one timestamp: compare them as a set.
    const summary = rows.map((row) => [row.subject_id, row.details.reason, row.actor_user_id]);
    expect(summary).toHaveLength(5);
    expect(summary).toEqual(
      expect.arrayContaining([
        [invited.id, 'no_password', null],
        [user.id, 'wrong_password', null],
        [user.id, 'throttled', null],
      ]),
    );
    expect(summary.filter(([, reason]) => reason === 'wrong_password')).toHaveLength(3);
    expect(rows.find((row) => row.subject_id === user.id)!.details.identifier).toBe(user.username);
    expect(JSON.stringify(rows)).not.toContain('wrong-password');
  });

  it('records a sign-in and a sign-out with the user as actor', async () => {
    const user = await createUser(t.db.knex);
    const address = newAddress();
    const agent = t.agent();
    await agent
      .post('/api/login')
      .set('X-Forwarded-For', address)
      .send({ username: user.username, password: TEST_PASSWORD })
      .expect(200);
    await agent.post('/api/logout').set('X-Forwarded-For', address).expect(200);
    for (const action of ['auth.sign_in', 'auth.sign_out']) {
      const [row] = await auditRows(t, action).where({ actor_user_id: user.id });
      expect(row, action).toMatchObject({ actor_username: user.username, ip: address });
    }
  });

  it('starts no session when the sign-in cannot be recorded, and ends none when the sign-out cannot', async () => {
    const user = await createUser(t.db.knex);
    const sessionCount = async () =>
      Number((await t.db.knex('sessions').count<{ count: number }[]>('* as count'))[0]!.count);
    // A real write failure in the database (an I/O error, as a full disk would raise),
    // for one action only.
    await t.db.knex.raw(`
      create or replace function refuse_for_test() returns trigger language plpgsql as $$
      begin
        if new.action = tg_argv[0] then
          raise exception 'audit trail unavailable' using errcode = '58030';
        end if;
        return new;
      end $$`);
    const refuse = (action: string) =>
      t.db.knex.raw(
        `create trigger refuse_for_test before insert on audit_events
           for each row execute function refuse_for_test('${action}')`,
      );
    const allow = () => t.db.knex.raw('drop trigger refuse_for_test on audit_events');

    await refuse('auth.sign_in');
    try {
      const before = await sessionCount();
      const response = await signInFrom(t, newAddress(), user.username, TEST_PASSWORD);
      expect(response.status).toBe(500);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await sessionCount()).toBe(before);
    } finally {
      await allow();
    }

    const agent = t.agent();
    await agent.post('/api/login').send({ username: user.username, password: TEST_PASSWORD });
    await refuse('auth.sign_out');
    try {
      expect((await agent.post('/api/logout')).status).toBe(500);
      expect((await agent.get('/api/user')).status).toBe(200);
    } finally {
      await allow();
    }
  });
});
