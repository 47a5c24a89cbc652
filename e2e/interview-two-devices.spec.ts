import { type Browser, expect, type Page } from '@playwright/test';
import type { InterviewTranscript } from '../sync/contract/analytics';
import type { Interview } from '../sync/contract/interviews';
import { speechWav, withFakeMicrophone } from './support/fakeMicrophone';
import { adminApi, createInterview, serverState } from './support/interviews';
import { patience } from './support/patience';
import { signIn } from './support/screens';
import { SessionPage, waitForServiceWorker } from './support/sessionPage';
import { currentServerUrl, test } from './support/test';

const wav = speechWav(
  'second-device-answer',
  'our deposit costs will fall by two percent next year across the region',
);
test.use({
  // The service worker serves the recorder's chunks once the phone is offline.
  serviceWorkers: 'allow',
  launchOptions: withFakeMicrophone(wav),
});
test.setTimeout(patience(180_000));

const QUESTIONS = ['What happens to deposit costs next year?', 'How will your funding mix change?'];
const CONFLICT = 'This question was answered from another device; your recording is kept here.';
const LAPTOP_ANSWER =
  'Deposit costs at Northbridge Bank fall by 25 basis points in 2026 as the Federal Reserve cuts.';

/**
 * The same interview link open on two devices. The phone goes offline and answers the
 * first question; meanwhile the laptop answers it online. When the phone reconnects the
 * server has an answer already (409 already_answered): the phone must say so and keep
 * its answer until the expert sends it as an addition or discards it.
 */
async function answeredOnTwoDevices(
  browser: Browser,
  phonePage: Page,
  answerOnPhone: (phone: SessionPage) => Promise<void>,
) {
  const api = await adminApi(currentServerUrl());
  const interview = await createInterview(api, QUESTIONS, { maxFollowupsPerQuestion: 0 });
  const phone = new SessionPage(phonePage);
  await phone.open(interview.id);
  await phone.acceptDisclaimer();
  await expect(phone.question(QUESTIONS[0]!)).toBeVisible();
  await waitForServiceWorker(phonePage);

  await phonePage.context().setOffline(true);
  await answerOnPhone(phone);
  await expect(phone.question(QUESTIONS[1]!)).toBeVisible();
  await expect(phonePage.getByText(/^Offline · 1 .* saved on this device/)).toBeVisible();

  const laptopContext = await browser.newContext();
  const laptop = new SessionPage(await laptopContext.newPage());
  await laptop.open(interview.id);
  await laptop.acceptDisclaimer();
  await laptop.answerCurrentAndWaitForNext(LAPTOP_ANSWER);
  await laptopContext.close();

  await phonePage.context().setOffline(false);
  const alert = phonePage.getByRole('banner').getByRole('alert');
  await expect(alert).toContainText(CONFLICT, { timeout: patience(30_000) });
  // The question is the laptop's now: the phone moves on with the server.
  await expect(phone.question(QUESTIONS[1]!)).toBeVisible();
  return { api, interview, phone, alert };
}

async function transcriptOf(page: Page, interviewId: string): Promise<InterviewTranscript> {
  const response = await page.request.get(`/api/interviews/${interviewId}/transcript`);
  expect(response.status()).toBe(200);
  return (await response.json()) as InterviewTranscript;
}

test('a recording beaten to the server by another device is sent as an addition and shown to the admin', async ({
  browser,
  page,
}) => {
  const { api, interview, phone, alert } = await answeredOnTwoDevices(browser, page, async (p) => {
    await p.record(4_000);
    await expect(page.getByText(/Your recording is saved on this device/)).toBeVisible();
    await p.submit();
  });

  await alert.getByRole('button', { name: 'Send as addition' }).click();
  await expect(phone.syncStatus).toHaveText('Online · all answers synced');

  // The server kept the laptop's answer and the phone's recording beside it, transcribed.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  await expect
    .poll(
      async () =>
        (await transcriptOf(admin, interview.id)).questions[0]?.answer?.additions.map(
          (addition) => addition.transcriptionStatus,
        ),
      { timeout: patience(60_000) },
    )
    .toEqual(['done']);
  const transcript = await transcriptOf(admin, interview.id);
  const first = transcript.questions[0]!.answer!;
  expect(first.answerText).toBe(LAPTOP_ANSWER);
  expect(first.additions[0]?.text).toMatch(/deposit|cost|percent|year|region|fall/i);

  // The admin reads it under the answer in the interview's transcript.
  const details = (await (
    await admin.request.get(`/api/interviews/${interview.id}`)
  ).json()) as Interview;
  await admin.goto('/admin');
  await admin.getByRole('button', { name: `View ${details.projectName}` }).click();
  // The new interview is also in Recent Interviews, behind the project's dialog.
  await admin
    .getByRole('dialog', { name: details.projectName! })
    .getByRole('button', { name: `View interview with ${details.expertName}` })
    .click();
  const view = admin.getByRole('dialog', { name: `Interview with ${details.expertName}` });
  await expect(view.getByText(LAPTOP_ANSWER)).toBeVisible();
  const additions = view.getByRole('list', { name: 'Additions from another device' });
  await expect(additions.getByText(/^Addition from another device, /)).toBeVisible();
  await expect(additions.getByText(first.additions[0]!.text)).toBeVisible();

  // And the Markdown export carries it too.
  const markdown = await admin.request.get(`/api/interviews/${interview.id}/transcript.md`);
  expect(await markdown.text()).toContain('**Addition from another device (');
  await adminContext.close();
  await api.dispose();
});

test('a typed answer beaten by another device is discarded only once confirmed, by keyboard', async ({
  browser,
  page,
}) => {
  const { api, interview, phone, alert } = await answeredOnTwoDevices(browser, page, (p) =>
    p.typeAndSubmit('Typed on the phone while offline.'),
  );

  const discard = alert.getByRole('button', { name: 'Discard' });
  await discard.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Discard this answer?' });
  await expect(confirm).toBeVisible();
  // Keep it: nothing is lost, the notice stays.
  await confirm.getByRole('button', { name: 'Keep it' }).focus();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(alert).toContainText(CONFLICT);

  await discard.focus();
  await page.keyboard.press('Enter');
  await confirm.getByRole('button', { name: 'Discard it for good' }).focus();
  await page.keyboard.press('Enter');
  // Nothing held any more, and nothing of the phone's reached the server.
  await expect(phone.syncStatus).toHaveText('Online · all answers synced');
  const transcript = (await (
    await api.get(`/api/interviews/${interview.id}/transcript`)
  ).json()) as InterviewTranscript;
  expect(transcript.questions[0]?.answer?.answerText).toBe(LAPTOP_ANSWER);
  expect(transcript.questions[0]?.answer?.additions).toEqual([]);
  expect((await serverState(api, interview.id)).progress.answered).toBe(1);
  await api.dispose();
});
