import type { Knex } from 'knex';
import { recordAudit } from '../audit/recordAudit';
import { InvalidCredentialsError, RateLimitedError } from '../errors';
import { verifyPassword } from '../lib/passwords';
import { User } from '../models';
import { accountThrottleKey, type LoginThrottle } from '../security/loginThrottle';

export interface SignInRequest {
  /** A username or an e-mail address, as typed. */
  name: string;
  password: string;
  /** The client address, as resolved through trusted proxies. */
  ip: string;
}

type FailureReason = 'unknown_account' | 'no_password' | 'wrong_password' | 'throttled';

/**
 * Checks a sign-in: throttle, then password, and records the outcome in the audit
 * trail. Answers the user, or throws 429 (with Retry-After) or 401. Every attempt
 * that reaches the password check costs one argon2 verify, whether or not the account
 * exists or has a password, so the answer's timing does not tell them apart.
 *
 * Runs on the root knex, outside any transaction: the throttle's counters must
 * commit even when the sign-in fails. The audit event is written before the session
 * starts, so a trail that cannot be written means no session.
 */
export async function checkSignIn(
  knex: Knex,
  throttle: LoginThrottle,
  { name, password, ip }: SignInRequest,
): Promise<User> {
  const user = await findBySignInName(knex, name);
  const fail = (reason: FailureReason) =>
    recordAudit(knex, {
      action: 'auth.sign_in_failed',
      actor: null,
      ip,
      ...(user ? { subjectType: 'user', subjectId: user.id } : {}),
      details: { ...typedNameForTrail(user, name), reason },
    });

  const attempt = await throttle.reserve({ account: accountThrottleKey(user, name), address: ip });
  if (!attempt.allowed) {
    // Once per wait: refused attempts cost no hash and must not grow the trail without bound.
    if (attempt.firstRefusal) await fail('throttled');
    throw new RateLimitedError(
      tooManyAttempts(attempt.retryAfterSeconds),
      attempt.retryAfterSeconds,
    );
  }
  const matches = await verifyPassword(user?.password ?? null, password);
  if (!user || !matches) {
    await fail(
      !user ? 'unknown_account' : user.password === null ? 'no_password' : 'wrong_password',
    );
    throw new InvalidCredentialsError();
  }
  await throttle.succeeded(attempt);
  return user;
}

/** Username first, then e-mail, both case-insensitive. */
function findBySignInName(knex: Knex, name: string) {
  return User.query(knex)
    .whereRaw('lower(username) = lower(?)', [name])
    .orWhereRaw('lower(email) = lower(?)', [name])
    .orderByRaw('lower(username) = lower(?) desc', [name])
    .first()
    .then((user) => user ?? null);
}

function tooManyAttempts(seconds: number): string {
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  return `Too many failed sign-in attempts. Try again in ${wait}.`;
}

/**
 * What the trail keeps of the typed name: the account's username when it names one.
 * An unknown name is kept only as the throttle's digest of it: people sometimes type
 * their password into the name field, and the trail must never hold one, while the
 * digest still shows repeated attempts on the same unknown name.
 */
function typedNameForTrail(user: User | null, typedName: string) {
  return user
    ? { identifier: user.username }
    : { identifier: null, unknownNameDigest: accountThrottleKey(null, typedName).slice(5, 17) };
}
