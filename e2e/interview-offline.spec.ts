import { expect } from '@playwright/test';
import { speechWav, withFakeMicrophone } from './support/fakeMicrophone';
import { adminApi, createInterview, serverState } from './support/interviews';
import { screenshotAtBothWidths } from './support/pageChecks';
import { patience } from './support/patience';
import { SessionPage, waitForServiceWorker } from './support/sessionPage';
import { test } from './support/test';

const wav = speechWav(
  'offline-answer',
  'we expect deposit costs to fall by two percent next year across the region',
);
test.use({
  // The service worker is what makes the reload offline work.
  serviceWorkers: 'allow',
  launchOptions: withFakeMicrophone(wav),
});
test.setTimeout(patience(180_000));

const QUESTIONS = [
  'What happens to deposit costs next year?',
  'How will your funding mix change?',
  'How is your team approaching AI adoption?',
  'Which vendors do you use today?',
  'What would change your outlook?',
];
// The sync status tells recordings, typed answers and skips apart.
const OFFLINE_STATUS =
  'Offline · 2 recorded answers, 1 typed answer and 1 skipped question saved on this device';
const SPECIFIC =
  'If the Federal Reserve cuts rates twice in 2026, Summit National Bank would add 200 million dollars of lending.';

test('offline: answers kept on the device through a reload and a closed tab, sent exactly once on reconnect', async ({
  context,
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const interview = await createInterview(api, QUESTIONS);
  const session = new SessionPage(page);

  // One online visit: the app is installed by the service worker and the plan cached.
  await session.open(interview.id);
  await session.acceptDisclaimer();
  await expect(session.question(QUESTIONS[0]!)).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(session.question(QUESTIONS[0]!)).toBeVisible();
  await expect(session.disclaimer).toBeHidden();
  await expect(page.getByText(/^Offline/)).toBeVisible();

  // Two recorded answers: no transcription offline, the audio is kept for the server.
  for (const question of QUESTIONS.slice(0, 2)) {
    await expect(session.question(question)).toBeVisible();
    await session.record(4_000);
    await expect(page.getByText(/Your recording is saved on this device/)).toBeVisible();
    await session.submit();
  }
  // One typed (vague, so the interviewer will follow it up) and one skipped.
  await expect(session.question(QUESTIONS[2]!)).toBeVisible();
  await session.answerCurrentAndWaitForNext('Maybe, we are sort of looking at it.');
  await expect(session.question(QUESTIONS[3]!)).toBeVisible();
  await session.skip();
  await expect(session.question(QUESTIONS[4]!)).toBeVisible();
  await expect(page.getByText(OFFLINE_STATUS)).toBeVisible();
  await screenshotAtBothWidths(page, 'interview-offline');

  // The tab closes; a new one, still offline, finds everything where it was.
  await page.close();
  const reopened = await context.newPage();
  const again = new SessionPage(reopened);
  await again.open(interview.id);
  await expect(again.question(QUESTIONS[4]!)).toBeVisible();
  await expect(reopened.getByText(OFFLINE_STATUS)).toBeVisible();
  await reopened.getByRole('button', { name: 'View Previous Questions (4)' }).click();
  await expect(reopened.getByText('Saved on this device, waiting to sync')).toHaveCount(4);
  expect((await serverState(api, interview.id)).previousQuestions).toEqual([]);

  await again.answerCurrentAndWaitForNext(SPECIFIC);
  await expect(reopened.getByRole('heading', { name: 'All answers saved' })).toBeVisible();
  await screenshotAtBothWidths(reopened, 'interview-offline-waiting');

  // Back online: the outbox drains, the server transcribes and asks its follow-ups.
  await context.setOffline(false);
  const followups = await again.answerFollowupsUntilComplete(SPECIFIC);
  expect(followups).toBeGreaterThanOrEqual(1);

  await expect
    .poll(async () => (await serverState(api, interview.id)).interview.status, {
      timeout: patience(30_000),
    })
    .toBe('completed');
  await expect
    .poll(async () =>
      (await serverState(api, interview.id)).previousQuestions
        .filter((p) => p.transcriptionStatus !== 'none')
        .map((p) => p.transcriptionStatus),
    )
    .toEqual(['done', 'done']);
  const state = await serverState(api, interview.id);
  const base = state.previousQuestions.filter((p) => p.questionType === 'base');
  // Every base question answered exactly once, in order, with what was said on the device.
  expect(base.map((p) => p.question)).toEqual(QUESTIONS);
  expect(base[0]?.answer).toMatch(/deposit|cost|percent|year|region|fall/i);
  expect(base[1]?.answer).toMatch(/deposit|cost|percent|year|region|fall/i);
  expect(base[2]?.answer).toBe('Maybe, we are sort of looking at it.');
  expect(base[3]?.answer).toBe('[Skipped]');
  expect(base[4]?.answer).toBe(SPECIFIC);
  const asked = state.previousQuestions.filter((p) => p.questionType === 'followup');
  expect(asked).toHaveLength(followups);
  expect(asked.every((p) => p.answer === SPECIFIC)).toBe(true);
  expect(state.progress).toMatchObject({ answered: 5 + followups, total: 5 + followups });
  await api.dispose();
});
