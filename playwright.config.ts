import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';

/**
 * Browser tests run in Debian's Chromium (`apt-get install chromium`): Playwright's own
 * browser download cannot work on these machines. The server is the real one, built
 * and started by e2e/server.ts on throw-away storage with the demo data.
 */
const port = Number(process.env.E2E_PORT ?? 3101);
const baseURL = `http://127.0.0.1:${port}`;
// Separate build and output folders let several suites run side by side on one machine.
const distDir = path.resolve(process.env.E2E_DIST_DIR ?? 'dist');
const outputDir = process.env.E2E_OUTPUT_DIR ?? 'test-results';
// The design-system spec drives the /__ui gallery, which only a build made with this
// flag contains (production builds never do). Set here so the test build and the
// workers both see it.
process.env.VITE_UI_GALLERY ??= 'true';

export default defineConfig({
  testDir: 'e2e',
  outputDir,
  // One server with one embedded database, and two cores shared with the API tests.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Installing the service worker means downloading the whole precache (~1 MB) per
    // test. Only the specs about the PWA and offline use turn it back on.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  webServer: {
    // `exec` so the signal Playwright sends at the end reaches e2e/server.ts, which
    // then deletes the temp data (or drops the scratch PostgreSQL database).
    command: `npx vite build --logLevel warn --outDir ${distDir} && exec node --import tsx e2e/server.ts`,
    url: baseURL,
    env: { E2E_PORT: String(port), DIST_DIR: distDir },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
