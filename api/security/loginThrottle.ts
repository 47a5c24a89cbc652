import { createHash } from 'node:crypto';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Database } from '../db/connection';
import { throttleCounter } from './throttleStore';

/**
 * How failed sign-ins slow down (OWASP ASVS V2.2). Three scopes count failures at
 * once; each lets a few through freely, then makes the next attempt wait, doubling
 * the wait with every further failure up to `maxDelayMs`. Nothing ever locks for
 * good, so an attacker who fails on purpose can delay a victim but not shut them out.
 *
 * - one account from one address: small, so guessing from one place slows quickly;
 *   the owner signing in from there clears it;
 * - one account from every address together: larger, so rotating addresses (a
 *   botnet, or forged X-Forwarded-For) gains nothing against one account;
 * - one address over every account: generous, so one office behind a NAT where
 *   somebody mistypes does not slow anybody else down, while password spraying
 *   from one address does slow.
 */
export interface LoginThrottlePolicy {
  accountAddressFreeFailures: number;
  accountFreeFailures: number;
  addressFreeFailures: number;
  /** The wait after the last free failure; every further failure doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A scope's count starts again this long after its first failure. */
  forgetAfterMs: number;
}

/** Who is signing in: an account key (see `accountThrottleKey`) and the client address. */
export interface LoginSubject {
  account: string;
  address: string;
}

/** How long the next attempt must wait after `failures` failures in a scope (0: none). */
export function delayAfterFailures(
  failures: number,
  freeFailures: number,
  policy: Pick<LoginThrottlePolicy, 'firstDelayMs' | 'maxDelayMs'>,
): number {
  if (failures < freeFailures) return 0;
  return Math.min(policy.firstDelayMs * 2 ** (failures - freeFailures), policy.maxDelayMs);
}

/**
 * The account a typed name or e-mail stands for: its id when it exists, so username
 * and e-mail share one count; otherwise the name itself, hashed (it may be a password
 * typed into the wrong field), so an unknown name is throttled exactly like a real one.
 */
export function accountThrottleKey(user: { id: string } | null, typedName: string): string {
  if (user) return `user:${user.id}`;
  const digest = createHash('sha256').update(typedName.toLowerCase()).digest('hex');
  return `name:${digest.slice(0, 32)}`;
}

interface Scope {
  freeFailures: number;
  keyOf(subject: LoginSubject): string;
  /** Failures so far; an attempt counts as one until it succeeds. */
  failures: RateLimiterPostgres;
  /** Present while the next attempt must wait. */
  gate: RateLimiterPostgres;
  /** Whether a success wipes the count (only where the owner proved who they are). */
  clearedBySuccess: boolean;
}

interface Reserved {
  scope: Scope;
  key: string;
  openedGate: boolean;
}

/** What `reserve` answers: go ahead (then report success), or wait. */
export type LoginAttempt =
  | { allowed: true; reserved: readonly Reserved[] }
  | {
      allowed: false;
      retryAfterSeconds: number;
      /** The first refusal of this wait, so the audit trail records one, not a flood. */
      firstRefusal: boolean;
    };

/**
 * The sign-in throttle, with its counts in the database (table `login_throttle`) so
 * servers sharing a database share them. Every attempt is counted as a failure
 * before the password is checked and taken back on success: checking first and
 * counting afterwards would let a burst of parallel guesses all pass the check.
 * Calls use the root knex: never call them while the request holds a transaction.
 */
export class LoginThrottle {
  private readonly scopes: Scope[];

  constructor(
    db: Database,
    private readonly policy: LoginThrottlePolicy,
  ) {
    const forgetAfterSeconds = policy.forgetAfterMs / 1000;
    const maxDelaySeconds = policy.maxDelayMs / 1000;
    const scope = (
      name: string,
      freeFailures: number,
      keyOf: Scope['keyOf'],
      clearedBySuccess: boolean,
    ): Scope => ({
      freeFailures,
      keyOf,
      clearedBySuccess,
      failures: throttleCounter(db, {
        keyPrefix: `${name}:failures`,
        duration: forgetAfterSeconds,
        purgesExpiredRows: name === 'account_address',
      }),
      gate: throttleCounter(db, { keyPrefix: `${name}:wait`, duration: maxDelaySeconds }),
    });
    this.scopes = [
      scope(
        'account_address',
        policy.accountAddressFreeFailures,
        (s) => `${s.account}|${s.address}`,
        true,
      ),
      scope('account', policy.accountFreeFailures, (s) => s.account, false),
      scope('address', policy.addressFreeFailures, (s) => s.address, false),
    ];
  }

  /** Counts one attempt in every scope, or refuses it (then it counts nowhere). */
  async reserve(subject: LoginSubject): Promise<LoginAttempt> {
    const reserved: Reserved[] = [];
    for (const scope of this.scopes) {
      const key = scope.keyOf(subject);
      const { consumedPoints: failures } = await scope.failures.penalty(key, 1);
      const delayMs = delayAfterFailures(failures, scope.freeFailures, this.policy);
      let openedGate = false;
      if (delayMs > 0) {
        // Atomic: of many parallel attempts, only the one that opens the gate goes on.
        const gate = await scope.gate.penalty(key, 1, { customDuration: delayMs / 1000 });
        if (gate.consumedPoints > 1) {
          await scope.failures.reward(key, 1);
          await this.release(reserved);
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil(gate.msBeforeNext / 1000)),
            firstRefusal: gate.consumedPoints === 2,
          };
        }
        openedGate = true;
      }
      reserved.push({ scope, key, openedGate });
    }
    return { allowed: true, reserved };
  }

  /** The password was right: this attempt was no failure, and this address is the owner's. */
  async succeeded(attempt: Extract<LoginAttempt, { allowed: true }>): Promise<void> {
    for (const { scope, key } of attempt.reserved) {
      if (scope.clearedBySuccess) {
        await scope.failures.delete(key);
        await scope.gate.delete(key);
      } else {
        await scope.failures.reward(key, 1);
      }
    }
  }

  /** Takes back what a refused attempt had already counted in earlier scopes. */
  private async release(reserved: readonly Reserved[]): Promise<void> {
    for (const { scope, key, openedGate } of reserved) {
      await scope.failures.reward(key, 1);
      if (openedGate) await scope.gate.delete(key);
    }
  }
}
