import { expect } from '@playwright/test';
import { speechWav, withFakeMicrophone } from './support/fakeMicrophone';
import { type FlakyProxy, startFlakyProxy } from './support/flakyProxy';
import { adminApi, createInterview, serverState } from './support/interviews';
import { screenshotAtBothWidths } from './support/pageChecks';
import { patience } from './support/patience';
import { SessionPage } from './support/sessionPage';
import { test } from './support/test';

const wav = speechWav('chaos-answer', 'our loan book grew eight percent in the northern region');
test.use({
  launchOptions: withFakeMicrophone(wav),
});
test.setTimeout(patience(180_000));

const QUESTIONS = [
  'How did your loan book change?',
  'Where did the growth come from?',
  'What is your biggest operational risk?',
  'Which vendors do you use today?',
];
const SPECIFIC =
  'Crescent Trust Bank cut its cost of risk to 35 basis points in 2025 after moving 60 percent of underwriting in-house.';

let proxy: FlakyProxy | undefined;
test.afterEach(async () => {
  await proxy?.close();
});

test('chaos: 500s, a cut upload and a lost response; every answer still lands exactly once', async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const interview = await createInterview(api, QUESTIONS);
  // Only the session's writes are spoiled: the page, the plan and /transcribe pass.
  proxy = await startFlakyProxy(
    baseURL!,
    ['server-error', 'server-error', 'drop-mid-upload', 'drop-response', 'server-error'],
    (method, path) => method === 'POST' && /\/api\/expert\/[^/]+\/(answer|finish)$/.test(path),
  );
  const session = new SessionPage(page);
  await page.goto(`${proxy.url}/expert/${interview.id}`);
  await session.acceptDisclaimer();

  await expect(session.question(QUESTIONS[0]!)).toBeVisible();
  await session.answerCurrentAndWaitForNext(SPECIFIC);
  // The sync keeps failing: the reason and a Retry show, and the expert carries on.
  await expect(page.getByText(/Sync failed: 500: Injected failure/)).toBeVisible();
  await screenshotAtBothWidths(page, 'interview-sync-failing', { fullPage: false });

  await expect(session.question(QUESTIONS[1]!)).toBeVisible();
  await session.record(4_000);
  await expect(session.answerBox).toHaveValue(/loan|grew|percent|region|eight/i, {
    timeout: patience(30_000),
  });
  const spoken = await session.answerBox.inputValue();
  await session.submit();
  // From here the order depends on when the server's follow-up for the spoken answer
  // arrives: it is met at the next question change. Answer whatever comes.
  const retry = page.getByRole('button', { name: 'Retry' });
  for (let step = 0; step < 8 && !(await session.completion.isVisible()); step++) {
    await expect(session.completion.or(session.currentQuestion)).toBeVisible({
      timeout: patience(60_000),
    });
    // Retry skips the backoff wait whenever the failure shows.
    if (await retry.isVisible()) await retry.click();
    const shown = (await session.currentQuestion.allTextContents())[0];
    if (shown === QUESTIONS[3]) await session.skipAndWaitForNext();
    else if (shown) await session.answerCurrentAndWaitForNext(SPECIFIC);
  }
  await expect(session.completion).toBeVisible({ timeout: patience(60_000) });

  expect(proxy.spoiled).toHaveLength(5);
  await expect
    .poll(async () => (await serverState(api, interview.id)).interview.status, {
      timeout: patience(30_000),
    })
    .toBe('completed');
  const state = await serverState(api, interview.id);
  const base = state.previousQuestions.filter((p) => p.questionType === 'base');
  expect(base.map((p) => [p.question, p.answer])).toEqual([
    [QUESTIONS[0], SPECIFIC],
    [QUESTIONS[1], spoken],
    [QUESTIONS[2], SPECIFIC],
    [QUESTIONS[3], '[Skipped]'],
  ]);
  // One row per question (a unique index backs this); and the counts agree with them.
  expect(state.progress.answered).toBe(state.previousQuestions.length);
  expect(state.remainingQuestions).toEqual([]);
  await api.dispose();
});
