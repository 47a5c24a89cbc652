import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * A value only the browser can know (the platform, an installed app), read once it
 * runs. The server renders `onServer`, and so does hydration, which then re-renders
 * with the browser's value: reading it during render would make the two differ.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(neverChanges, read, () => onServer);
}
