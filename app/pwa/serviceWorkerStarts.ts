/** The part of `navigator.serviceWorker` this needs, so tests can pass a stand-in. */
export interface ServiceWorkerEvents extends EventTarget {
  readonly controller: object | null;
  readonly ready: Promise<unknown>;
}

/**
 * Tells listeners when a service worker starts controlling this page: on load if one
 * already does, and again whenever another takes over (the first install claiming the
 * page, an update being applied, in this tab or another). Each controller counts once.
 */
export function serviceWorkerStarts() {
  const listeners = new Set<() => void>();
  let announced: object | null = null;

  const announce = (container: ServiceWorkerEvents) => {
    const { controller } = container;
    if (!controller || controller === announced) return;
    announced = controller;
    for (const listener of [...listeners]) listener();
  };

  return {
    /** Starts watching; called once, when the service worker is registered. */
    watch(container: ServiceWorkerEvents): void {
      container.addEventListener('controllerchange', () => announce(container));
      void container.ready.then(() => announce(container));
    },

    /**
     * Calls `listener` on each start. A listener added after the current controller
     * started is called at once (in a microtask), so a late subscriber misses nothing.
     */
    onStart(listener: () => void): () => void {
      listeners.add(listener);
      if (announced) {
        queueMicrotask(() => {
          if (listeners.has(listener)) listener();
        });
      }
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
