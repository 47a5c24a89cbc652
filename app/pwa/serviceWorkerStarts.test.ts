import { describe, expect, it, vi } from 'vitest';
import { type ServiceWorkerEvents, serviceWorkerStarts } from './serviceWorkerStarts';

/** A stand-in for `navigator.serviceWorker`: the test decides who controls the page. */
class FakeContainer extends EventTarget implements ServiceWorkerEvents {
  controller: object | null;
  readonly ready = Promise.resolve();

  constructor(controller: object | null) {
    super();
    this.controller = controller;
  }

  takeOver(controller: object) {
    this.controller = controller;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('serviceWorkerStarts', () => {
  it('fires once on load when a service worker already controls the page', async () => {
    const starts = serviceWorkerStarts();
    const listener = vi.fn();
    starts.onStart(listener);
    starts.watch(new FakeContainer({}));
    await settle();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('waits for a first install to take over an uncontrolled page, counting it once', async () => {
    const starts = serviceWorkerStarts();
    const listener = vi.fn();
    starts.onStart(listener);
    const container = new FakeContainer(null);
    starts.watch(container);
    await settle();
    expect(listener).not.toHaveBeenCalled();

    const first = {};
    container.takeOver(first);
    // `ready` and `controllerchange` both report the same worker.
    container.dispatchEvent(new Event('controllerchange'));
    await settle();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('fires again when a new version takes over', async () => {
    const starts = serviceWorkerStarts();
    const listener = vi.fn();
    starts.onStart(listener);
    const container = new FakeContainer({});
    starts.watch(container);
    await settle();
    container.takeOver({});
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('calls a late listener at once, and never one that unsubscribed', async () => {
    const starts = serviceWorkerStarts();
    const container = new FakeContainer({});
    starts.watch(container);
    await settle();

    const late = vi.fn();
    starts.onStart(late);
    await settle();
    expect(late).toHaveBeenCalledTimes(1);

    const gone = vi.fn();
    const unsubscribe = starts.onStart(gone);
    unsubscribe();
    container.takeOver({});
    await settle();
    expect(gone).not.toHaveBeenCalled();
    expect(late).toHaveBeenCalledTimes(2);
  });
});
