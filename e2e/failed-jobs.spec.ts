import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { startS3Server, type TestS3Server } from '../api/storage/testing/s3Server';
import { BUILT_SERVER } from '../scripts/buildServer';
import type { FailedJob } from '../sync/contract/jobs';
import type { Page as ListPage } from '../sync/contract/pagination';
import { type ChildServer, startChildServer } from './support/childServer';
import { adminApi, createInterview, sendRecordedAnswer } from './support/interviews';
import { expectNoSeriousA11yViolations, screenshotAtBothWidths } from './support/pageChecks';
import { patience } from './support/patience';
import { signIn, visit } from './support/screens';
import { test } from './support/test';

/**
 * The admin's Failed jobs screen (/admin/jobs), on the dead-letter list the server really
 * keeps. The only way a job reaches that list within a test run is a transcription whose
 * recording storage is down: storage trouble is retried (TRANSCRIBE_RETRY: 4 retries with
 * jittered exponential backoff, from TRANSCRIPTION_RETRY_DELAY_SECONDS, 1 s here instead of
 * 10 s, which took 233 s from the first run to the last), and a recording the engine cannot
 * hear is marked failed at once instead. Other kinds either settle their last failure themselves
 * (analysis, follow-up) or retry for far longer (mail: 5 retries from 30 s).
 *
 * So: a Parley with its files on a local S3 (s3rver) and no speech engine takes a recorded
 * answer, which waits with its transcription pending; then the S3 server stops and Parley
 * starts again on the same data with an engine. Its start-up safety net queues the
 * transcription, which cannot fetch the recording, and after its retries the job is dead.
 */

const ADMIN_TABS = { name: 'Main' } as const;

test('the admin navigation leads to Failed jobs by keyboard, which says when none failed', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await visit(page, '/admin');
  const tab = page.getByRole('navigation', ADMIN_TABS).getByRole('link', { name: 'Failed jobs' });
  await tab.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Failed jobs' })).toBeVisible();
  await expect(tab).toHaveAttribute('aria-current', 'page');
  // The demo server's jobs all succeed: the list is really empty.
  await expect(page.getByText('No failed jobs.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'failed-jobs-empty');
});

test('the failed jobs screen is for admins only', async ({ page }) => {
  await signIn(page, 'customer');
  await page.goto('/admin/jobs');
  await expect(page).toHaveURL(/\/unauthorized/);
});

test.describe('a transcription that died while storage was down', () => {
  let s3: TestS3Server;
  let dataDir: string;
  let server: ChildServer | undefined;
  let api: APIRequestContext | undefined;

  test.afterEach(async () => {
    await api?.dispose();
    await server?.stop();
    await s3?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  test('is listed with what it was for, opens its transcript, and is retried once', async ({
    page,
  }) => {
    // Two server starts, the job's retries (from 1 s, doubling), two pages and three screenshots.
    test.setTimeout(patience(240_000));
    s3 = await startS3Server();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-e2e-failed-jobs-'));

    // 1. No speech engine: the recorded answer is stored on S3, its transcription pending.
    server = await startParley(dataDir, { ...s3.env(), TRANSCRIPTION_PROVIDER: 'none' });
    api = await adminApi(urlOf(server));
    const interview = await createInterview(api, ['How are deposit costs moving this quarter?']);
    const answerId = await recordAnswer(api, interview.id);
    await api.dispose();
    await server.stop();

    // 2. Storage goes down; Parley comes back with an engine (never reached: the recording
    // cannot be fetched first) and queues the pending transcription on start.
    await s3.stop();
    server = await startParley(dataDir, {
      ...s3.env(),
      TRANSCRIPTION_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-e2e-unreachable',
      // Port 9 (discard) has no listener here.
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      OPENAI_EMBEDDING_MODEL: 'none',
      TRANSCRIPTION_RETRY_DELAY_SECONDS: '1',
    });
    const url = urlOf(server);
    api = await adminApi(url);
    const dead = await waitForDeadJob(api, answerId);
    expect(dead).toMatchObject({ kind: 'transcribe', interviewId: interview.id, attempts: 5 });

    await page.request.post(`${url}/api/login`, {
      data: { username: 'admin', password: 'parley-demo' },
    });
    await visit(page, `${url}/admin/jobs`);
    const card = jobCard(page, dead.id);
    await expect(card.getByRole('heading', { name: 'Transcription' })).toBeVisible();
    await expect(card).toContainText(`Answer ${answerId}`);
    await expect(card).toContainText(interview.id);
    await expect(card.getByText('Attempts').locator('xpath=following-sibling::dd[1]')).toHaveText(
      '5',
    );
    await expect(card.locator('time')).toHaveAttribute('datetime', dead.failedAt!);
    expect(dead.lastError).toBeTruthy();
    await expect(card.locator('pre')).toHaveText(dead.lastError!);
    await expectNoSeriousA11yViolations(page);
    await screenshotAtBothWidths(page, 'failed-jobs');

    // The interview's transcript, the dialog the employee dashboard opens, by keyboard.
    const viewTranscript = card.getByRole('button', { name: /View the transcript/ });
    await viewTranscript.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Interview with Jordan Avery' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(viewTranscript).toBeFocused();

    // A second tab still shows the job after the first one retried it.
    const staleTab = await page.context().newPage();
    await visit(staleTab, `${url}/admin/jobs`);
    await expect(jobCard(staleTab, dead.id)).toBeVisible();

    // Storage is back: Retry queues the job again and it leaves the list.
    await s3.restart();
    await card.getByRole('button', { name: 'Retry' }).click();
    await expect(card).toBeHidden();
    await expect(page.getByText('Job queued again')).toBeVisible();

    // The stale tab's Retry is refused by the server (404), and says so.
    const staleCard = jobCard(staleTab, dead.id);
    await staleCard.getByRole('button', { name: 'Retry' }).click();
    await expect(staleCard.getByRole('alert')).toContainText('no longer in the failed list');
    await expect(staleCard.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await screenshotAtBothWidths(staleTab, 'failed-jobs-retry-refused');

    // The retried transcription ran (its engine is unreachable, so the answer is marked
    // failed, which settles the job): the dead-letter list is empty again.
    await expect(async () => {
      await visit(page, `${url}/admin/jobs`);
      await expect(page.getByText('No failed jobs.')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: patience(30_000) });
  });
});

function jobCard(page: Page, jobId: string) {
  return page.getByRole('article').filter({ hasText: jobId });
}

function urlOf(server: ChildServer): string {
  return `http://127.0.0.1:${server.port}`;
}

/**
 * The real server on `dataDir` with the demo data, like e2e/support/scratchServer.ts but
 * keeping its storage between starts: this test restarts Parley on the same data.
 */
function startParley(dataDir: string, env: NodeJS.ProcessEnv): Promise<ChildServer> {
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    DIST_DIR: path.resolve(process.env.E2E_DIST_DIR ?? 'dist'),
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_ON_EMPTY: 'true',
  };
  delete serverEnv.DATABASE_URL;
  return startChildServer({
    script: BUILT_SERVER,
    env: serverEnv,
    ready: /ready at http:\/\/[^:]+:(\d+)/,
  });
}

/** A recorded answer whose transcription waits (no engine yet); its id. */
async function recordAnswer(api: APIRequestContext, interviewId: string): Promise<string> {
  const answer = await sendRecordedAnswer(api, interviewId);
  expect(answer.transcriptionStatus).toBe('pending');
  return answer.id;
}

/** The answer's transcription job, once it has used up its retries. */
async function waitForDeadJob(api: APIRequestContext, answerId: string): Promise<FailedJob> {
  let dead: FailedJob | undefined;
  await expect
    .poll(
      async () => {
        const response = await api.get('/api/admin/jobs?state=failed&limit=20');
        expect(response.status(), await response.text()).toBe(200);
        const page = (await response.json()) as ListPage<FailedJob>;
        dead = page.items.find((job) => job.answerId === answerId);
        return dead !== undefined;
      },
      { timeout: patience(120_000), intervals: [2_000] },
    )
    .toBe(true);
  return dead!;
}
