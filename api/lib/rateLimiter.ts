/**
 * A fixed-window failure counter in memory. Parley runs as one process, so memory
 * is the right place; a restart forgets failures, which only ever helps a user.
 */
export class FailureRateLimiter {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `key` may try again, or 0 when it may try now. */
  retryAfterSeconds(key: string): number {
    const entry = this.failures.get(key);
    if (!entry) return 0;
    const remaining = entry.resetAt - this.now();
    if (remaining <= 0) {
      this.failures.delete(key);
      return 0;
    }
    return entry.count >= this.maxFailures ? Math.ceil(remaining / 1000) : 0;
  }

  recordFailure(key: string): void {
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= this.now()) {
      this.failures.set(key, { count: 1, resetAt: this.now() + this.windowMs });
      this.sweep();
    } else {
      entry.count += 1;
    }
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  /** Drops expired windows so a flood of distinct keys cannot grow the map forever. */
  private sweep(): void {
    if (this.failures.size < 10_000) return;
    const now = this.now();
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
  }
}
