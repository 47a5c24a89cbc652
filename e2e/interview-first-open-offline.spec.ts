import { expect, type Route } from '@playwright/test';
import { adminApi, createInterview } from './support/interviews';
import { SessionPage } from './support/sessionPage';
import { test } from './support/test';

/**
 * An invited expert's first open, on a connection that drops while the app's last parts
 * (the service worker runtime and the toast region, loaded after the first paint) are
 * still on their way: the interview goes on offline, and those parts arrive once the
 * connection is back. They used to throw to a blank page.
 */

// Three, so the answer given back online is not the last: finishing would put the
// "Interview Finished" toast in place of the one this test waits for.
const QUESTIONS = [
  'What changed in your funding costs this year?',
  'What would change your view?',
  'Who else should we ask?',
];
const LATE_CHUNKS = /\/assets\/(PwaRuntime|ToastRegion)-[\w-]+\.js$/;

test('a connection lost while the app finishes loading leaves the interview working; the rest loads once back', async ({
  page,
  context,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const interview = await createInterview(api, QUESTIONS, { maxFollowupsPerQuestion: 0 });
  await api.dispose();
  const held: Route[] = [];
  let connected = true;
  await page.route(LATE_CHUNKS, async (route) => {
    if (connected) held.push(route);
    else await route.abort('internetdisconnected');
  });
  const session = new SessionPage(page);
  await session.open(interview.id);
  // React asks for the second once the first has arrived: one is in flight.
  await expect.poll(() => held.length).toBeGreaterThan(0);

  // The network goes while it is in flight: its request fails as a dropped connection, and
  // the other's, asked offline, fails on its own.
  connected = false;
  await context.setOffline(true);
  for (const route of held) await route.abort('internetdisconnected');

  await session.acceptDisclaimer();
  await expect(session.question(QUESTIONS[0]!)).toBeVisible();
  await session.answerCurrentAndWaitForNext('Funding costs rose 40 basis points on deposits.');
  await expect(session.question(QUESTIONS[1]!)).toBeVisible();

  // Back online: the question stays on screen, in the very box the expert may be typing in,
  // while the device sends the first answer and asks the server what comes next. It was
  // swapped for "One moment" and back, and on a slow machine what was typed in that instant
  // went with the old box.
  const box = await session.answerBox.elementHandle();
  await page.unroute(LATE_CHUNKS);
  await context.setOffline(false);
  await expect(page.getByText('Online · all answers synced')).toBeVisible();
  expect(await box.evaluate((element) => element.isConnected)).toBe(true);
  // The toast region, loaded now, reports the next answer.
  await session.typeAndSubmit('A cut in the policy rate before the summer.');
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Answer Submitted',
  );
  await expect(session.question(QUESTIONS[2]!)).toBeVisible();
});
