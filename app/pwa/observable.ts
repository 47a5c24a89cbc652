/**
 * A value that can be watched: the shape `useSyncExternalStore` takes, so React screens
 * and plain modules (the sync engine) read the same state without a context provider.
 */
export interface Observable<T> {
  get(): T;
  subscribe(listener: () => void): () => void;
}

export interface WritableObservable<T> extends Observable<T> {
  set(value: T): void;
}

export function observable<T>(initial: T): WritableObservable<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
