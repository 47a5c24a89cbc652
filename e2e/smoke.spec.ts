import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import type { Role, User } from '../sync/contract';

/** The demo accounts (fictional people, see README "Demo data"); all share one password. */
const DEMO_PASSWORD = 'parley-demo';
const DEMO_ACCOUNTS: { username: string; role: Role }[] = [
  { username: 'admin', role: 'admin' },
  { username: 'expert', role: 'expert' },
  { username: 'customer', role: 'customer' },
];

const screenshot = (page: Page, name: string) =>
  page.screenshot({
    path: path.join('test-results', 'screenshots', `${name}.png`),
    fullPage: true,
  });

async function signIn(page: Page, username: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test('the page says what Parley is and that nobody is signed in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Parley' })).toBeVisible();
  await expect(page.getByText('AI-driven voice interviews with industry experts')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  await screenshot(page, 'signed-out');
});

for (const account of DEMO_ACCOUNTS) {
  test(`${account.username} signs in, stays signed in on reload, and signs out`, async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, account.username, DEMO_PASSWORD);

    const panel = page.getByRole('region', { name: 'Account' });
    await expect(panel.getByTestId('user-role')).toHaveText(account.role);
    // The name shown is the one the server holds for this account.
    const me = (await (await page.request.get('/api/user')).json()) as User;
    expect(me.username).toBe(account.username);
    await expect(panel.getByTestId('user-name')).toHaveText(me.fullName ?? me.username);
    await screenshot(page, `signed-in-${account.username}`);

    await page.reload();
    await expect(panel.getByTestId('user-name')).toHaveText(me.fullName ?? me.username);

    await panel.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  });
}

test('a wrong password shows the server error as "{status}: {text}"', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'admin', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText(
    '401: Unauthorized: incorrect username or password',
  );
  await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  await screenshot(page, 'wrong-password');
  expect((await page.request.get('/api/user')).status()).toBe(401);
});
