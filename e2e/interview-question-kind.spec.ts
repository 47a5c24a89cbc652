import { type APIRequestContext, expect } from '@playwright/test';
import { adminApi, createInterview, sendRecordedAnswer, serverState } from './support/interviews';
import { patience } from './support/patience';
import { SessionPage } from './support/sessionPage';
import { test } from './support/test';

/**
 * The question screen says what kind of question it shows (issue 14): an AI follow-up
 * and the check of a doubtful transcript ("I may have misheard you…") carry different
 * badges, each with a fuller label for screen readers; a base question carries none.
 */

const QUESTIONS = ['How are deposit costs moving this quarter?', 'What would change your view?'];
/** Hedged: the server's interviewer follows it up. */
const VAGUE = 'Hard to say, it depends.';
/** What speech recognition made of a noisy recording: the server checks it with the expert. */
const GARBLED = 'art art the market is in a the of growing';

let api: APIRequestContext;
test.beforeEach(async ({ baseURL }) => {
  api = await adminApi(baseURL!);
});
test.afterEach(async () => {
  await api.dispose();
});

async function openAt(page: SessionPage['page'], interviewId: string) {
  const session = new SessionPage(page);
  await session.open(interviewId);
  await session.acceptDisclaimer();
  return session;
}

const metaOf = (session: SessionPage) =>
  session.page.getByRole('region', { name: /./ }).filter({ has: session.currentQuestion });

for (const width of [320, 390]) {
  test(`at ${width} px a follow-up and a transcript check carry their own badges`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const followedUp = await createInterview(api, QUESTIONS);
    const session = await openAt(page, followedUp.id);
    await expect(session.question(QUESTIONS[0]!)).toBeVisible();
    const check = page.getByText('Please check', { exact: true });
    await expect(session.followupBadge).toHaveCount(0);
    await expect(check).toHaveCount(0);

    await session.typeAndSubmit(VAGUE);
    await expect(session.followupBadge).toBeVisible({ timeout: patience(20_000) });
    await expect(check).toHaveCount(0);
    // Screen readers hear what the badge means, not its short text twice.
    await expect(metaOf(session)).toMatchAriaSnapshot(`
      - region:
        - text: Question AI follow-up question
        - heading [level=1]
    `);

    const misheard = await createInterview(api, QUESTIONS);
    await serverState(api, misheard.id);
    await sendRecordedAnswer(api, misheard.id, GARBLED);
    await openAt(page, misheard.id);
    await expect(session.question(/^I may have misheard you/)).toBeVisible();
    await expect(check).toBeVisible();
    await expect(check).toBeInViewport({ ratio: 1 });
    await expect(session.followupBadge).toHaveCount(0);
    await expect(metaOf(session)).toMatchAriaSnapshot(`
      - region:
        - text: "Question Please check what we heard: a question about your last answer"
        - heading /^I may have misheard you/ [level=1]
    `);
  });
}
