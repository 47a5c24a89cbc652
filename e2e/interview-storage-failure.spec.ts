import { expect, type Page } from '@playwright/test';
import { adminApi, createInterview, serverState } from './support/interviews';
import { screenshotAtBothWidths } from './support/pageChecks';
import { patience } from './support/patience';
import { SessionPage } from './support/sessionPage';
import { test } from './support/test';

/**
 * Issue 17: sync always tries again after a failure of the device's own storage, and
 * the expert sees it. IndexedDB is made to fail for real in the page: its index reads
 * (the outbox's read of waiting answers, `[status+seq]`) throw QuotaExceededError, as a
 * full or broken disk does, until the test lets them work again.
 */

const QUESTIONS = ['What happens to deposit costs next year?', 'Which vendors do you use today?'];
const ANSWER = 'Deposit costs fall by two percent next year across the region.';

async function breakIndexReads(page: Page) {
  await page.evaluate(() => {
    const failing = () => {
      throw new DOMException('The disk is full', 'QuotaExceededError');
    };
    const saved = {
      getAll: IDBIndex.prototype.getAll,
      openCursor: IDBIndex.prototype.openCursor,
    };
    IDBIndex.prototype.getAll = failing;
    IDBIndex.prototype.openCursor = failing;
    (window as unknown as { repairIndexReads: () => void }).repairIndexReads = () => {
      IDBIndex.prototype.getAll = saved.getAll;
      IDBIndex.prototype.openCursor = saved.openCursor;
    };
  });
}

test('a storage failure is shown in the sync panel, and the answer is sent once storage works again', async ({
  context,
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const interview = await createInterview(api, QUESTIONS);
  const session = new SessionPage(page);
  await session.open(interview.id);
  await session.acceptDisclaimer();
  await expect(session.question(QUESTIONS[0]!)).toBeVisible();

  // Answered offline: the answer waits on the device.
  await context.setOffline(true);
  await session.answerCurrentAndWaitForNext(ANSWER);
  await expect(page.getByText('Offline · 1 typed answer saved on this device')).toBeVisible();

  // The device can no longer read what it saved: the panel says so. Waiting for that
  // while still offline also means no sweep that read the queue before it broke is
  // still on its way to send (sync runs one sweep at a time).
  await breakIndexReads(page);
  const failure = page.getByRole('alert').filter({
    hasText: 'Answers saved on this device could not be read (The disk is full); trying again.',
  });
  await expect(failure).toBeVisible();

  // Back online, it still cannot send, and still says so.
  await context.setOffline(false);
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
  await screenshotAtBothWidths(page, 'interview-storage-failure', { fullPage: false });
  expect((await serverState(api, interview.id)).previousQuestions).toEqual([]);

  // Storage works again: without the expert doing anything, sync tries again and sends.
  await page.evaluate(() =>
    (window as unknown as { repairIndexReads: () => void }).repairIndexReads(),
  );
  await expect(page.getByText('Online · all answers synced')).toBeVisible({
    timeout: patience(40_000),
  });
  await expect
    .poll(async () => (await serverState(api, interview.id)).previousQuestions.map((q) => q.answer))
    .toEqual([ANSWER]);
});
