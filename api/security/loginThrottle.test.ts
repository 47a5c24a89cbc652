import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp';
import {
  accountThrottleKey,
  delayAfterFailures,
  type LoginAttempt,
  LoginThrottle,
  type LoginThrottlePolicy,
} from './loginThrottle';

const policy: LoginThrottlePolicy = {
  accountAddressFreeFailures: 3,
  accountFreeFailures: 6,
  addressFreeFailures: 10,
  firstDelayMs: 1000,
  maxDelayMs: 8000,
  forgetAfterMs: 3600_000,
};

let t: TestApp;
let throttle: LoginThrottle;
beforeAll(async () => {
  t = await createTestApp();
  throttle = new LoginThrottle(t.db, policy);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

// The library reads Date.now(); faking only Date leaves timers (and the database) alone.
function freezeClock() {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
}
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

let subjects = 0;
/** A fresh account and address, so tests never share counts. */
function newSubject() {
  subjects += 1;
  return { account: `user:test${subjects}`, address: `198.51.100.${subjects}` };
}

async function failTimes(subject: { account: string; address: string }, times: number) {
  for (let i = 0; i < times; i++) {
    const attempt = await throttle.reserve(subject);
    expect(attempt.allowed, `attempt ${i + 1}`).toBe(true);
  }
}

function refusal(attempt: LoginAttempt) {
  if (attempt.allowed) throw new Error('expected the attempt to be refused');
  return attempt;
}

describe('delayAfterFailures', () => {
  it('is free up to the limit, then doubles from the first delay up to the cap', () => {
    const waits = Array.from({ length: 10 }, (_, i) => delayAfterFailures(i + 1, 3, policy));
    expect(waits).toEqual([0, 0, 1000, 2000, 4000, 8000, 8000, 8000, 8000, 8000]);
  });

  it('never overflows into a lock, however many failures', () => {
    expect(delayAfterFailures(10_000, 5, { firstDelayMs: 1000, maxDelayMs: 900_000 })).toBe(
      900_000,
    );
  });
});

describe('accountThrottleKey', () => {
  it('keys a known account by id, whichever name was typed', () => {
    const user = { id: 'usr_1' };
    expect(accountThrottleKey(user, 'alice')).toBe(accountThrottleKey(user, 'alice@example.test'));
  });

  it('keys an unknown name by a hash of its lower-case form, never the name itself', () => {
    const key = accountThrottleKey(null, 'Hunter2-Typed-As-Name');
    expect(key).toBe(accountThrottleKey(null, 'hunter2-typed-as-name'));
    expect(key).not.toContain('hunter2');
    expect(key).not.toBe(accountThrottleKey(null, 'someone-else'));
  });
});

describe('LoginThrottle', () => {
  it('lets the free failures through, then makes the next attempt wait a growing delay', async () => {
    freezeClock();
    const subject = newSubject();
    await failTimes(subject, 3);
    expect(refusal(await throttle.reserve(subject)).retryAfterSeconds).toBe(1);
    advance(1000);
    await failTimes(subject, 1);
    expect(refusal(await throttle.reserve(subject)).retryAfterSeconds).toBe(2);
    advance(1500);
    expect(refusal(await throttle.reserve(subject)).retryAfterSeconds).toBe(1);
    advance(500);
    await failTimes(subject, 1);
    expect(refusal(await throttle.reserve(subject)).retryAfterSeconds).toBe(4);
  });

  it('does not count refused attempts: hammering during a wait does not lengthen it', async () => {
    freezeClock();
    const subject = newSubject();
    await failTimes(subject, 3);
    for (let i = 0; i < 20; i++) await throttle.reserve(subject);
    advance(1000);
    await failTimes(subject, 1);
    // The fourth real failure: a 2 s wait, as if the 20 refusals never happened.
    expect(refusal(await throttle.reserve(subject)).retryAfterSeconds).toBe(2);
  });

  it('flags only the first refusal of each wait', async () => {
    freezeClock();
    const subject = newSubject();
    await failTimes(subject, 3);
    expect(refusal(await throttle.reserve(subject)).firstRefusal).toBe(true);
    expect(refusal(await throttle.reserve(subject)).firstRefusal).toBe(false);
    advance(1000);
    await failTimes(subject, 1);
    expect(refusal(await throttle.reserve(subject)).firstRefusal).toBe(true);
  });

  it('caps the wait', async () => {
    freezeClock();
    const subject = newSubject();
    await failTimes(subject, 3);
    for (const wait of [1000, 2000, 4000, 8000, 8000]) {
      advance(wait);
      await failTimes(subject, 1);
    }
    expect(refusal(await throttle.reserve(subject)).retryAfterSeconds).toBe(8);
  });

  it('a success clears the count for that account from that address only', async () => {
    freezeClock();
    const subject = newSubject();
    await failTimes(subject, 2);
    const success = await throttle.reserve(subject);
    if (!success.allowed) throw new Error('the third attempt is free');
    await throttle.succeeded(success);
    // Three free failures again from here…
    await failTimes(subject, 3);
    expect((await throttle.reserve(subject)).allowed).toBe(false);
    // …while the account-wide count kept the earlier two: 2 + 3 + this one reach its 6.
    const elsewhere = { ...subject, address: '203.0.113.99' };
    await failTimes(elsewhere, 1);
    expect(refusal(await throttle.reserve({ ...subject, address: '203.0.113.98' })).allowed).toBe(
      false,
    );
  });

  it('counts one account across addresses, so rotating them gains nothing', async () => {
    freezeClock();
    const { account } = newSubject();
    for (let i = 1; i <= 6; i++) await failTimes({ account, address: `192.0.2.${i}` }, 1);
    expect(
      refusal(await throttle.reserve({ account, address: '192.0.2.7' })).retryAfterSeconds,
    ).toBe(1);
  });

  it('counts one address across accounts, generously', async () => {
    freezeClock();
    const { address } = newSubject();
    for (let i = 1; i <= 10; i++) await failTimes({ account: `name:spray${i}`, address }, 1);
    expect((await throttle.reserve({ account: 'name:spray11', address })).allowed).toBe(false);
  });

  it('forgets a count once its period has passed', async () => {
    freezeClock();
    const subject = newSubject();
    await failTimes(subject, 3);
    expect((await throttle.reserve(subject)).allowed).toBe(false);
    advance(policy.forgetAfterMs);
    await failTimes(subject, 3);
  });

  it('lets only the free attempts through a burst of parallel guesses', async () => {
    freezeClock();
    const subject = newSubject();
    const attempts = await Promise.all(Array.from({ length: 12 }, () => throttle.reserve(subject)));
    // Two free, then the one that opens the first wait; every other guess waits.
    expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(3);
  });
});
