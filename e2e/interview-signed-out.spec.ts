import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { adminApi, createInterview, serverState } from './support/interviews';
import { expectNoSeriousA11yViolations, screenshotAtBothWidths } from './support/pageChecks';
import { patience } from './support/patience';
import { SessionPage } from './support/sessionPage';
import { test } from './support/test';

/**
 * An invited expert who opens the e-mailed link without an account: finishing early,
 * coming back through the link, declining in a tab of its own, and a closed interview.
 * Nobody signs in here; the admin API only sets up and checks.
 */

const QUESTIONS = [
  'How did your funding costs change this year?',
  'Which clients moved their deposits, and why?',
  'What would you change in your hedging next year?',
];
const ANSWER =
  'Our deposit beta rose to 45 percent, so funding costs climbed about 80 basis points by June.';

// Two browser profiles and the redirect's grace period take longer than a page test.
test.setTimeout(patience(90_000));

let api: APIRequestContext;
test.beforeEach(async ({ baseURL }) => {
  api = await adminApi(baseURL!);
});
test.afterEach(async () => {
  await api.dispose();
});

/** No AI follow-ups, so the next question is always the next base question. */
const newInterview = () => createInterview(api, QUESTIONS, { maxFollowupsPerQuestion: 0 });

async function finishEarly(page: Page) {
  await page.getByRole('button', { name: 'Finish Interview Early' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Finish Interview Early?' });
  await expect(dialog).toContainText('opening your interview link again reopens it');
  await dialog.getByRole('button', { name: 'Finish Interview' }).click();
}

test('signed out, finishing early ends on the thank-you screen, and the link reopens the interview at the next question', async ({
  page,
  browser,
}) => {
  const interview = await newInterview();
  const session = new SessionPage(page);
  await session.open(interview.id);
  await session.acceptDisclaimer();
  await session.answerCurrentAndWaitForNext(ANSWER);
  await expect(session.question(QUESTIONS[1]!)).toBeVisible();

  await finishEarly(page);
  const thanks = page.getByRole('heading', { name: 'Thank you — your answers are saved' });
  await expect(thanks).toBeVisible();
  await expect(page.getByText('You answered 1 of 3 questions')).toBeVisible();
  await expect(
    page.getByText(/takes you back to question 2, until \w{3} \d+, \d{4}/),
  ).toBeVisible();
  // The old redirect fired 1.5 s after the finish reached the server and the route
  // guard took a signed-out visitor on to /auth. Wait well past it.
  // The thank-you screen shows as soon as the finish is saved on the device; the outbox
  // sends it a moment later.
  await expect
    .poll(async () => (await serverState(api, interview.id)).interview.finishedEarlyAt)
    .not.toBeNull();
  await page.waitForTimeout(3_000);
  await expect(page).toHaveURL(new RegExp(`/expert/${interview.id}$`));
  await expect(thanks).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'interview-finished-early');

  // Back through the link on another device (a fresh browser profile, still signed out).
  const other = await browser.newContext();
  const later = await other.newPage();
  const again = new SessionPage(later);
  await again.open(interview.id);
  await expect(later.getByText('You answered 1 of 3 questions')).toBeVisible();
  await later.getByRole('button', { name: 'Continue where you left off' }).click();
  await again.acceptDisclaimer();
  await expect(again.question(QUESTIONS[1]!)).toBeVisible();
  await expect(later.getByRole('button', { name: /View Previous Questions \(1\)/ })).toBeVisible();
  await again.answerCurrentAndWaitForNext(ANSWER);
  await expect(again.question(QUESTIONS[2]!)).toBeVisible();
  const reopened = await serverState(api, interview.id);
  expect(reopened.interview.status).toBe('in_progress');
  expect(reopened.progress.answered).toBe(2);
  await other.close();
});

test('Decline in a tab opened from an e-mail link lands on a page that says what happens next', async ({
  page,
  context,
  baseURL,
}) => {
  const interview = await newInterview();
  // The mail client opens the link in a new tab, which has no history to go back to.
  await page.setContent(`<a href="${baseURL}/expert/${interview.id}" target="_blank">Open</a>`);
  const [tab] = await Promise.all([context.waitForEvent('page'), page.click('a')]);
  const session = new SessionPage(tab);
  await expect(session.disclaimer).toBeVisible();
  await session.disclaimer.getByRole('button', { name: 'Decline' }).click();

  await expect(tab.getByRole('heading', { name: 'You declined this interview' })).toBeVisible();
  await expect(tab).toHaveURL(new RegExp(`/expert/${interview.id}$`));
  await expect(
    tab.getByText(/research team for Meridian Capital can see that you declined/),
  ).toBeVisible();
  await expect(tab.getByText(/You can still take part from this link until/)).toBeVisible();
  await expectNoSeriousA11yViolations(tab);
  await screenshotAtBothWidths(tab, 'interview-declined');

  const seen = await api.get(`/api/interviews/${interview.id}`);
  const body = (await seen.json()) as { status: string; declinedAt: string | null };
  expect(body.status).toBe('declined');
  expect(body.declinedAt).not.toBeNull();

  // The page stays true on a reload, and the expert may change their mind.
  await tab.reload();
  await tab.getByRole('button', { name: 'Take part after all' }).click();
  await session.acceptDisclaimer();
  await expect(session.question(QUESTIONS[0]!)).toBeVisible();
});

test('an interview the admin closes tells the expert, including an answer it could not take', async ({
  page,
}) => {
  const interview = await newInterview();
  const session = new SessionPage(page);
  await session.open(interview.id);
  await session.acceptDisclaimer();
  await expect(session.question(QUESTIONS[0]!)).toBeVisible();

  const closed = await api.post(`/api/interviews/${interview.id}/close`);
  expect(closed.status()).toBe(200);

  // The answer is saved on the device and sent; the server refuses it with a 410.
  await session.typeAndSubmit(ANSWER);
  await expect(page.getByRole('heading', { name: 'This interview is closed' })).toBeVisible({
    timeout: patience(20_000),
  });
  await expect(page.getByText('The research team has closed this interview.')).toBeVisible();
  await expect(
    page.getByText(
      /One answer saved on this device could not be sent because the interview closed/,
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'interview-closed');

  const state = await serverState(api, interview.id);
  expect(state.progress.answered).toBe(0);
  const rejected = await api.post(`/api/expert/${interview.id}/reopen`);
  expect(rejected.status()).toBe(410);
});
