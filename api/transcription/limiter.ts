/**
 * Runs at most `limit` tasks at once and queues the rest in arrival order. Speech
 * recognition is CPU-bound, so more processes than cores only makes every one slower.
 */
export class ConcurrencyLimiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {
    if (limit < 1) throw new Error('A concurrency limit must be at least 1');
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter, so `running` never dips below the
      // number of tasks actually in flight.
      const nextTask = this.waiting.shift();
      if (nextTask) nextTask();
      else this.running--;
    }
  }
}
