import { test as base } from '@playwright/test';
import { e2eServerUrl } from './servers';

/**
 * Playwright's `test`, with `baseURL` the server of the worker running the test
 * (e2e/support/servers.ts): every spec imports `test` from here.
 */
export const test = base.extend({
  // Playwright reads the fixtures a function needs from its first parameter's pattern.
  // biome-ignore lint/correctness/noEmptyPattern: this one needs none.
  baseURL: async ({}, use, testInfo) => use(e2eServerUrl(testInfo.parallelIndex)),
});

/** The running test's server, for helpers that are not handed the `baseURL` fixture. */
export function currentServerUrl(): string {
  return e2eServerUrl(test.info().parallelIndex);
}
