/** Runs `fn` while holding the named lock, so only one drainer (tab) works at a time. */
export type WithLock = <T>(name: string, fn: () => Promise<T>) => Promise<T>;

/** A lock shared by everything holding the same instance: stands in for one browser in tests. */
export function memoryLock(): WithLock {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(name: string, fn: () => Promise<T>) => {
    const previous = tails.get(name) ?? Promise.resolve();
    const run = previous.then(fn, fn);
    // The next holder waits for this one whether it succeeds or fails.
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
}

/** The Web Locks API: held across every tab of the origin, released if a tab dies. */
export function webLock(locks: LockManager = navigator.locks): WithLock {
  return <T>(name: string, fn: () => Promise<T>) => locks.request(name, fn) as Promise<T>;
}
