import { expect, type Page } from '@playwright/test';
import { patience } from './patience';

/**
 * The expert session screen as a user drives it: by the labels the expert sees.
 */
export class SessionPage {
  constructor(readonly page: Page) {}

  async open(interviewId: string) {
    await this.page.goto(`/expert/${interviewId}`);
  }

  get disclaimer() {
    return this.page.getByRole('dialog', { name: 'Confidential Interview Session' });
  }

  async acceptDisclaimer() {
    const accept = this.disclaimer.getByRole('button', { name: 'Accept & Continue' });
    await expect(accept).toBeDisabled();
    await this.disclaimer.getByText('I have read and understood the terms above').click();
    await accept.click();
    await expect(this.disclaimer).toBeHidden();
  }

  question(text: string | RegExp) {
    return this.page.getByRole('heading', { level: 1, name: text });
  }

  get currentQuestion() {
    return this.page.locator('#question-text');
  }

  get answerBox() {
    return this.page.getByRole('textbox', { name: 'Your answer' });
  }

  get followupBadge() {
    return this.page.getByText('AI Follow-up', { exact: true });
  }

  async record(ms: number) {
    await this.page.getByRole('button', { name: 'Start Recording' }).click();
    await expect(this.page.getByText('Recording Started')).toBeVisible();
    await this.page.waitForTimeout(ms);
    await this.page.getByRole('button', { name: 'Stop Recording' }).click();
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Submit Answer' }).click();
  }

  async typeAndSubmit(text: string) {
    await this.answerBox.fill(text);
    await this.submit();
  }

  /** Types `answer`, submits, and waits until that question has left the screen. */
  async answerCurrentAndWaitForNext(answer: string) {
    await this.actAndWaitForNext(() => this.typeAndSubmit(answer));
  }

  async skipAndWaitForNext() {
    await this.actAndWaitForNext(() => this.skip());
  }

  private async actAndWaitForNext(act: () => Promise<void>) {
    // The screen is keyed by the question's id, so the heading is replaced when the next
    // question (or the completion screen) shows, even when its words are the same: the
    // interviewer may ask two questions' threads the same follow-up.
    const before = await this.currentQuestion.elementHandle();
    await act();
    await expect.poll(() => before.evaluate((heading) => heading.isConnected)).toBe(false);
    await before.dispose();
  }

  async skip() {
    await this.page.getByRole('button', { name: 'Skip Question' }).click();
  }

  get syncStatus() {
    return this.page
      .getByRole('banner')
      .getByRole('status')
      .or(this.page.getByRole('banner').getByRole('alert'));
  }

  get completion() {
    return this.page.getByRole('heading', { name: 'Interview Complete' });
  }

  /** Answers whatever follow-ups the server asks until the interview completes. */
  async answerFollowupsUntilComplete(answer: string, limit = 6): Promise<number> {
    let answered = 0;
    for (; answered <= limit; answered++) {
      await expect(this.completion.or(this.followupBadge)).toBeVisible({
        timeout: patience(60_000),
      });
      if (await this.completion.isVisible()) return answered;
      await this.answerCurrentAndWaitForNext(answer);
    }
    throw new Error(`more than ${limit} follow-ups`);
  }
}

/** Resolves once a service worker controls the page, reloading once if it must. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}
