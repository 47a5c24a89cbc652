import { expect } from '@playwright/test';
import { speechWav, withFakeMicrophone } from './support/fakeMicrophone';
import { adminApi, createInterview, serverState } from './support/interviews';
import { expectNoSeriousA11yViolations, screenshotAtBothWidths } from './support/pageChecks';
import { patience } from './support/patience';
import { SessionPage } from './support/sessionPage';
import { test } from './support/test';

const SPOKEN = 'our revenue grew twelve percent last year in the european market';
const wav = speechWav('online-answer', SPOKEN);
test.use({
  launchOptions: withFakeMicrophone(wav),
});
// Recognition, a follow-up round trip and the redirect take longer than a page test.
test.setTimeout(patience(120_000));

const QUESTIONS = [
  'How did your revenue change last year?',
  'How is your team approaching AI adoption?',
  'Which regulations worry you most?',
];
const SPECIFIC =
  'In 2025 Northbridge Bank moved 40 percent of its reporting to the new platform, saving about 3 million dollars.';

test('online: record and transcribe, submit, meet a follow-up, skip, finish; the server matches', async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const interview = await createInterview(api, QUESTIONS);
  const session = new SessionPage(page);
  await session.open(interview.id);

  await expect(session.disclaimer).toContainText('on behalf of Meridian Capital');
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'interview-disclaimer', { fullPage: false });
  await session.acceptDisclaimer();

  // Question 1: spoken, transcribed on the server, then corrected by the expert.
  await expect(session.question(QUESTIONS[0]!)).toBeVisible();
  await expect(page.getByText(`Session ${interview.id.slice(-8)}`)).toBeVisible();
  await expect(page.getByText('Online · all answers synced')).toBeVisible();
  await session.record(5_000);
  await expect(session.answerBox).toHaveValue(/revenue|percent|year|market|grew/i, {
    timeout: patience(30_000),
  });
  const transcript = await session.answerBox.inputValue();
  await screenshotAtBothWidths(page, 'interview-transcribed');
  await expectNoSeriousA11yViolations(page);
  await session.answerCurrentAndWaitForNext(`${transcript}. ${SPECIFIC}`);

  // Question 2: a vague typed answer, which the interviewer follows up at once,
  // before question 3.
  await expect(session.question(QUESTIONS[1]!)).toBeVisible();
  await session.answerCurrentAndWaitForNext('Maybe, it sort of depends.');
  await expect(session.followupBadge).toBeVisible({ timeout: patience(20_000) });
  const followup = await session.currentQuestion.textContent();
  await page.getByRole('button', { name: /View Previous Questions \(2\)/ }).click();
  // The spoken answer and the typed one are told apart.
  await expect(page.getByText('Recorded answer', { exact: true })).toBeVisible();
  await expect(page.getByText('Typed answer', { exact: true })).toBeVisible();
  await screenshotAtBothWidths(page, 'interview-followup');
  await session.answerCurrentAndWaitForNext(SPECIFIC);

  // Question 3 once the follow-up is answered; skipped, it is the last.
  await expect(session.question(QUESTIONS[2]!)).toBeVisible();
  await session.skip();

  await expect(session.completion).toBeVisible({ timeout: patience(20_000) });
  await screenshotAtBothWidths(page, 'interview-complete');
  // Signed out, the expert has no dashboard to go to: past the 1.5 s a signed-in expert
  // waits before the dashboard, the thank-you screen is still there.
  await page.waitForTimeout(2_500);
  await expect(session.completion).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/expert/${interview.id}`);

  // The recording is transcribed in the background after its answer is stored.
  await expect
    .poll(
      async () => (await serverState(api, interview.id)).previousQuestions[0]?.transcriptionStatus,
    )
    .toBe('done');
  const state = await serverState(api, interview.id);
  expect(state.interview.status).toBe('completed');
  expect(state.remainingQuestions).toEqual([]);
  expect(state.previousQuestions.map((p) => [p.question, p.questionType])).toEqual([
    [QUESTIONS[0], 'base'],
    [QUESTIONS[1], 'base'],
    [followup, 'followup'],
    [QUESTIONS[2], 'base'],
  ]);
  const [spoken, vague, followupAnswer, skipped] = state.previousQuestions;
  // Typed text wins over the transcript; the audio was transcribed beside it.
  expect(spoken?.answer).toBe(`${transcript}. ${SPECIFIC}`);
  expect(vague?.answer).toBe('Maybe, it sort of depends.');
  expect(followupAnswer?.answer).toBe(SPECIFIC);
  expect(skipped?.answer).toBe('[Skipped]');
  await api.dispose();
});
