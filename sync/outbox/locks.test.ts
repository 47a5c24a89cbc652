import { describe, expect, it } from 'vitest';
import { memoryLock, webLock } from './locks';

describe('memoryLock', () => {
  it('runs holders of the same name one at a time, even after a failure', async () => {
    const withLock = memoryLock();
    const log: string[] = [];
    const hold = (label: string, fail = false) =>
      withLock('outbox', async () => {
        log.push(`${label} start`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`${label} end`);
        if (fail) throw new Error(label);
      });
    const results = await Promise.allSettled([hold('a', true), hold('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end']);
  });
});

describe('webLock', () => {
  it('asks the Web Locks manager for the named lock', async () => {
    const requested: string[] = [];
    const locks = {
      request: async (name: string, fn: () => Promise<unknown>) => {
        requested.push(name);
        return fn();
      },
    } as unknown as LockManager;
    expect(await webLock(locks)('parley-outbox', async () => 42)).toBe(42);
    expect(requested).toEqual(['parley-outbox']);
  });
});
