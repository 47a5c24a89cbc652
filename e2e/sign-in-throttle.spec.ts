import { expect, type Page } from '@playwright/test';
import type { User } from '../sync/contract/auth';
import { expectNoSeriousA11yViolations, screenshotAtBothWidths } from './support/pageChecks';
import { test } from './support/test';

/** The server's default: five free failures per account from one address. */
const FREE_FAILURES = 5;

const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign in' });
const toasts = (page: Page) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('alertdialog');

/** Fills the form, presses Sign In and returns the server's answer to it. */
async function signIn(page: Page, username: string, password: string) {
  const form = signInForm(page);
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  const answer = page.waitForResponse('**/api/login');
  await form.getByRole('button', { name: 'Sign In' }).click();
  return answer;
}

async function currentUser(page: Page): Promise<User | null> {
  const response = await page.request.get('/api/user');
  return response.status() === 401 ? null : ((await response.json()) as User);
}

test('after repeated failures the sign-in page says how long to wait, then the right password works', async ({
  page,
  request,
}) => {
  // An account of its own (through a separate API client, so the page stays signed out).
  const username = `throttled-${Date.now()}`;
  const password = 'correct-horse-7';
  expect((await request.post('/api/register', { data: { username, password } })).status()).toBe(
    201,
  );

  await page.goto('/auth');
  await expect(signInForm(page)).toBeVisible();
  // Five failures are free; from then on each failure makes the next attempt wait,
  // 1 s, then 2 s, then 4 s. Fail (waiting out each refusal) until the wait is 4 s,
  // so the refusal below holds even when this machine is slow.
  let failures = 0;
  for (let attempt = 1; failures < FREE_FAILURES + 2; attempt++) {
    const answer = await signIn(page, username, `wrong-${attempt}`);
    if (answer.status() === 429) {
      await page.waitForTimeout(Number(answer.headers()['retry-after']) * 1000 + 200);
    } else {
      expect(answer.status(), `attempt ${attempt}`).toBe(401);
      failures += 1;
    }
  }
  await expect(toasts(page)).toContainText('Incorrect username or password.');

  // Even the right password waits now; the toast says for how long.
  const refused = await signIn(page, username, password);
  expect(refused.status()).toBe(429);
  const waitSeconds = Number(refused.headers()['retry-after']);
  expect(waitSeconds).toBeGreaterThanOrEqual(1);
  expect(waitSeconds).toBeLessThanOrEqual(4);
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toContainText('Login Failed');
  await expect(toasts(page)).toContainText(
    `Too many failed sign-in attempts. Try again in ${waitSeconds} second${waitSeconds === 1 ? '' : 's'}.`,
  );
  expect(await currentUser(page)).toBeNull();
  await expect(signInForm(page).getByLabel('Username')).toHaveValue(username);
  // The toast closes itself after 5 s: the picture first.
  await screenshotAtBothWidths(page, 'auth-sign-in-throttled', { fullPage: false });
  await expectNoSeriousA11yViolations(page);

  await page.waitForTimeout(waitSeconds * 1000 + 200);
  const accepted = page.waitForResponse('**/api/login');
  await signInForm(page).getByRole('button', { name: 'Sign In' }).click();
  expect((await accepted).status()).toBe(200);
  await expect(page).not.toHaveURL((url) => url.pathname === '/auth');
  expect((await currentUser(page))?.username).toBe(username);
});
