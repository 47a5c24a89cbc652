import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkStorage, isNearlyFull } from './storageHealth';

const MB = 1024 * 1024;
const GB = 1024 * MB;

describe('isNearlyFull', () => {
  it('is false with plenty of room', () => {
    expect(isNearlyFull(100 * MB, 2 * GB)).toBe(false);
    expect(isNearlyFull(0, 100 * MB)).toBe(false);
  });

  it('is true when less than 50 MB is free, however small the quota', () => {
    expect(isNearlyFull(20 * MB, 60 * MB)).toBe(true);
    // 87.5 % used, so only the free-space rule decides.
    expect(isNearlyFull(351 * MB, 400 * MB)).toBe(true);
    expect(isNearlyFull(350 * MB, 400 * MB)).toBe(false);
  });

  it('is true above 90 % of the quota, however large the quota', () => {
    expect(isNearlyFull(91 * GB, 100 * GB)).toBe(true);
    expect(isNearlyFull(90 * GB, 100 * GB)).toBe(false);
  });
});

describe('checkStorage and requestPersistentStorage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('reports usage, quota and the decision from navigator.storage.estimate', async () => {
    vi.stubGlobal('navigator', {
      storage: { estimate: async () => ({ usage: 95 * MB, quota: 100 * MB }) },
    });
    expect(await checkStorage()).toEqual({ usage: 95 * MB, quota: 100 * MB, nearlyFull: true });
  });

  it('says nothing when the browser cannot estimate', async () => {
    vi.stubGlobal('navigator', {});
    expect(await checkStorage()).toBeNull();
    vi.stubGlobal('navigator', { storage: { estimate: async () => ({}) } });
    expect(await checkStorage()).toBeNull();
  });

  it('asks for persistent storage once per page and returns the answer', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', { storage: { persist } });
    const { requestPersistentStorage } = await import('./storageHealth');
    expect(await requestPersistentStorage()).toBe(true);
    expect(await requestPersistentStorage()).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('answers false without the API', async () => {
    vi.stubGlobal('navigator', {});
    const { requestPersistentStorage } = await import('./storageHealth');
    expect(await requestPersistentStorage()).toBe(false);
  });
});
