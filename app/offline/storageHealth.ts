import { useEffect, useState } from 'react';

const MEGABYTE = 1024 * 1024;

/** Below this much free space a few long answers (about 1 MB a minute) may no longer fit. */
export const LOW_FREE_BYTES = 50 * MEGABYTE;
export const HIGH_USAGE_RATIO = 0.9;
export const STORAGE_CHECK_INTERVAL_MS = 30_000;

export const STORAGE_WARNING =
  'Your device is nearly out of storage. Free up space so your recorded answers can be kept.';

export interface StorageCheck {
  usage: number;
  quota: number;
  nearlyFull: boolean;
}

/** The decision on its own, for tests: either rule alone is enough. */
export function isNearlyFull(usage: number, quota: number): boolean {
  return quota - usage < LOW_FREE_BYTES || usage > quota * HIGH_USAGE_RATIO;
}

let persistRequest: Promise<boolean> | null = null;

/**
 * Asks the browser not to evict this origin's data (recordings waiting to upload) under
 * storage pressure. Asked once per page: browsers may prompt, and the answer is stable.
 * False when the browser cannot or will not.
 */
export function requestPersistentStorage(): Promise<boolean> {
  persistRequest ??= (async () => {
    if (typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
    try {
      return await navigator.storage.persist();
    } catch {
      return false;
    }
  })();
  return persistRequest;
}

/** Usage and quota of this origin, or null when the browser does not say. */
export async function checkStorage(): Promise<StorageCheck | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return null;
  try {
    const { usage, quota } = await navigator.storage.estimate();
    if (usage === undefined || !quota) return null;
    return { usage, quota, nearlyFull: isNearlyFull(usage, quota) };
  } catch {
    return null;
  }
}

/** STORAGE_WARNING while the device is nearly full, else null; checked on mount and every 30 s. */
export function useStorageWarning(): string | null {
  const [nearlyFull, setNearlyFull] = useState(false);
  useEffect(() => {
    let active = true;
    const check = async () => {
      const result = await checkStorage();
      if (active) setNearlyFull(result?.nearlyFull ?? false);
    };
    void check();
    const timer = setInterval(check, STORAGE_CHECK_INTERVAL_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, []);
  return nearlyFull ? STORAGE_WARNING : null;
}
