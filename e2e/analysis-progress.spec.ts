import path from 'node:path';
import { expect } from '@playwright/test';
import type { AnalysisResult } from '../sync/contract/customer';
import { expectNoSeriousA11yViolations } from './support/pageChecks';
import { patience } from './support/patience';
import { type ScratchServer, startScratchServer } from './support/scratchServer';
import { test } from './support/test';

/**
 * A custom analysis the server does not wait for (ANALYSIS_WAIT_MS=0, a server of its
 * own): generate-analysis answers 202 with the analysis running, the card shows its
 * progress bar, polls, and then shows the result, as a large project's would.
 */

const postgresUrl = process.env.DATABASE_URL;
let server: ScratchServer;

test.setTimeout(patience(120_000));

test.beforeAll(async () => {
  test.setTimeout(patience(120_000));
  server = await startScratchServer({
    label: 'parley-e2e-analysis-progress',
    postgresUrl: postgresUrl && /^postgres(ql)?:\/\//.test(postgresUrl) ? postgresUrl : undefined,
    env: { DIST_DIR: path.resolve(process.env.E2E_DIST_DIR ?? 'dist'), ANALYSIS_WAIT_MS: '0' },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test('a graph the server is still computing shows its progress, then its result', async ({
  page,
}) => {
  const login = await page.request.post(`${server.url}/api/login`, {
    data: { username: 'customer', password: 'parley-demo' },
  });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto(`${server.url}/customer/prj_demo_esg?tab=analysis`);
  // The card polls GET …/analyses/:id and, once done, shows the graph in place of the bar.
  const done = page.waitForResponse(
    async (r) =>
      /\/analyses\/anl_/.test(r.url()) && ((await r.json()) as AnalysisResult).status === 'done',
  );

  // The demo project's graph is computed in well under a second, which could finish
  // before the card is on screen. The app's reads of analyses (the list and the card's
  // polls) are held, then sent to the real server once the running card has been seen:
  // late, never answered here.
  let releaseReads!: () => void;
  const readsReleased = new Promise<void>((resolve) => {
    releaseReads = resolve;
  });
  let firstPoll!: () => void;
  const polled = new Promise<void>((resolve) => {
    firstPoll = resolve;
  });
  let holding = false;
  await page.route(/\/analyses(\?|\/anl_)/, async (route) => {
    if (!holding) return route.continue();
    if (/\/analyses\/anl_/.test(route.request().url())) firstPoll();
    await readsReleased;
    await route.continue();
  });

  const question = `Which subjects come up, computed in the background? (${Date.now()})`;
  await page.getByRole('button', { name: 'New Graph' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Graph' });
  await dialog.getByLabel('Question').fill(question);
  await dialog.getByLabel('Parameters').fill('ESG, regulation');
  holding = true;
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().includes('/generate-analysis') && r.request().method() === 'POST',
    ),
    dialog.getByRole('button', { name: 'Generate Graph' }).click(),
  ]);
  expect(response.status(), await response.text()).toBe(202);
  const running = (await response.json()) as AnalysisResult;
  expect(running).toMatchObject({ status: 'running', progress: 0, question });
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByRole('alertdialog'),
  ).toContainText('Analysis Started');

  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: question }) });
  const progress = card.getByRole('progressbar', { name: "Analysing the project's answers…" });
  await expect(progress).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The card follows its analysis by itself: its first poll is what brings the result.
  await polled;
  releaseReads();

  const finished = (await (await done).json()) as AnalysisResult;
  expect(finished.id).toBe(running.id);
  await expect(progress).toBeHidden();
  await expect(card.getByRole('img', { name: /^Bar chart/ })).toBeVisible();
  await expect(
    card.getByText(
      `Based on ${finished.dataPoints} data points from ${finished.companies.length} companies`,
    ),
  ).toBeVisible();
  expect(finished.dataPoints).toBeGreaterThan(0);
});
