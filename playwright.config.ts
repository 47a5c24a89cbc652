import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';
import { ON_CI } from './e2e/support/patience';
import { E2E_WORKERS, e2eServerUrl, FIRST_E2E_PORT } from './e2e/support/servers';
import { filesOfShard, specFiles } from './e2e/support/shard';

/**
 * Browser tests run in Debian's Chromium (`apt-get install chromium`): Playwright's own
 * browser download cannot work on these machines. The server is the real one, built
 * and started by e2e/server.ts on throw-away storage with the demo data.
 */
const baseURL = e2eServerUrl(0);
// Separate build and output folders let several suites run side by side on one machine.
const distDir = path.resolve(process.env.E2E_DIST_DIR ?? 'dist');
const outputDir = process.env.E2E_OUTPUT_DIR ?? 'test-results';
// The design-system spec drives the /__ui gallery, which only a build made with this
// flag contains (production builds never do). Set here so the test build and the
// workers both see it.
process.env.VITE_UI_GALLERY ??= 'true';

/**
 * The specs that record and recognise speech (pocketsphinx, ffmpeg, flite): one at a time,
 * beside at most one other spec. Two at once on two cores starved each other's recognition
 * past the tests' waits.
 */
const SPEECH_SPECS = [
  'csp.spec.ts',
  'failed-jobs.spec.ts',
  'interview-chaos.spec.ts',
  'interview-offline.spec.ts',
  'interview-online.spec.ts',
  'interview-question-kind.spec.ts',
  'interview-two-devices.spec.ts',
  'recorder-interview.spec.ts',
  'recorder.spec.ts',
];
const SCREEN_SPECS = specFiles('e2e').filter((file) => !SPEECH_SPECS.includes(file));

export default defineConfig({
  testDir: 'e2e',
  outputDir,
  // Test files run side by side, each worker against a server of its own (e2e/server.ts);
  // a file's tests run in order in one worker.
  workers: E2E_WORKERS,
  fullyParallel: false,
  forbidOnly: ON_CI,
  retries: 0,
  // Longer waits on CI's slower machines (e2e/support/patience.ts).
  timeout: ON_CI ? 120_000 : 30_000,
  expect: { timeout: ON_CI ? 20_000 : 10_000 },
  reporter: ON_CI ? 'list' : [['list'], ['html', { open: 'never' }]],
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
  projects: [
    // E2E_SHARD (e2e/support/shard.ts): CI splits the files between its two runs.
    { name: 'speech', testMatch: filesOfShard(SPEECH_SPECS), workers: 1 },
    { name: 'screens', testMatch: filesOfShard(SCREEN_SPECS) },
  ],
  webServer: {
    // `exec` so the signal Playwright sends at the end reaches e2e/server.ts, which
    // then deletes the temp data (or drops the scratch PostgreSQL database).
    command: `npx vite build --logLevel warn --outDir ${distDir} && exec node --import tsx e2e/server.ts`,
    url: baseURL,
    env: { E2E_PORT: String(FIRST_E2E_PORT), E2E_WORKERS: String(E2E_WORKERS), DIST_DIR: distDir },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
