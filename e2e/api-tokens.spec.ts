import { expect, type Page, request } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshotAtBothWidths } from './support/pageChecks';
import { patience } from './support/patience';
import { test } from './support/test';

const DEMO_PASSWORD = 'parley-demo';

async function signIn(page: Page, username: string) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/auth$/);
}

/** A program's call: its own HTTP client, no cookies, only the bearer token. */
async function callAsProgram(baseURL: string, token: string, path: string) {
  const program = await request.newContext({ baseURL });
  try {
    const response = await program.get(path, { headers: { Authorization: `Bearer ${token}` } });
    return { status: response.status(), text: await response.text() };
  } finally {
    await program.dispose();
  }
}

test('a customer creates a token, a program uses it, and revoking it shuts the program out', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'customer');
  // The account menu, by keyboard: open it, arrow to 'API tokens', Enter.
  await page.getByRole('button', { name: /^Account menu for/ }).focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitem', { name: 'API tokens' });
  await expect(item).toBeVisible();
  for (
    let step = 0;
    step < 5 && !(await item.evaluate((el) => el === document.activeElement));
    step++
  ) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/tokens$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API tokens' })).toBeVisible();
  await expect(page.getByText('No API tokens yet')).toBeVisible();

  // Keyboard only: type a name and press Enter.
  const name = page.getByRole('textbox', { name: 'Token name' });
  await name.focus();
  await page.keyboard.type('Nightly export');
  await page.keyboard.press('Enter');
  const secret = page.getByText(/^prl_[A-Za-z0-9_-]{43}$/);
  await expect(secret).toBeVisible();
  await expect(page.getByText(/never show this token again/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy' })).toBeFocused();
  await expect(name).toHaveValue('');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  const token = (await secret.textContent()) ?? '';
  await expect(page.getByRole('row', { name: /Nightly export/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'api-tokens-created');

  const projects = await callAsProgram(baseURL!, token, '/api/projects');
  expect(projects.status, projects.text).toBe(200);
  const clients = new Set((JSON.parse(projects.text) as { client: string }[]).map((p) => p.client));
  expect(clients.size).toBe(1);

  // Done forgets the secret; the list keeps only its first characters.
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(token)).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Nightly export/ })).toContainText(token.slice(0, 12));

  await page.getByRole('button', { name: 'Revoke Nightly export' }).click();
  const dialog = page.getByRole('alertdialog', { name: /Revoke “Nightly export”\?/ });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'api-tokens-revoke-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Revoke token' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No API tokens yet')).toBeVisible();

  const after = await callAsProgram(baseURL!, token, '/api/projects');
  expect(after.status).toBe(401);
  expect(after.text).toBe('This API token was revoked');
});

test('the token list shows a failure with Retry when it cannot be read', async ({ page }) => {
  await signIn(page, 'expert');
  // A real failure: the request never reaches the server.
  // The list asks for a page (`?limit=…`), so the pattern allows a query string.
  const list = /\/api\/tokens(\?|$)/;
  await page.route(list, (route) => route.abort('connectionfailed'));
  await page.goto('/settings/tokens');
  const failure = page.getByRole('alert').filter({ hasText: 'Could not load your API tokens.' });
  await expect(failure).toBeVisible();
  await screenshotAtBothWidths(page, 'api-tokens-error');
  await page.unroute(list);
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('No API tokens yet')).toBeVisible();
});

test('the API reference renders the OpenAPI document for anyone', async ({ page }) => {
  // A long page: axe and two full renders take a while on two shared cores.
  test.setTimeout(patience(90_000));
  await page.goto('/docs/api');
  await expect(page.getByRole('heading', { level: 1, name: 'Parley API reference' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Areas' })).toBeVisible();
  await screenshotAtBothWidths(page, 'api-docs-top', { fullPage: false });
  const tokensArea = page.getByRole('region', { name: 'API tokens' });
  await expect(tokensArea).toBeVisible();
  const create = tokensArea.getByRole('article', { name: 'POST /api/tokens', exact: true });
  await expect(create).toContainText('Needs a browser session');
  // The credentials it takes: a browser session only, where listing takes a token too.
  await expect(create.getByText('Browser session', { exact: true })).toBeVisible();
  await expect(create.getByText('API token', { exact: true })).toHaveCount(0);
  const list = tokensArea.getByRole('article', { name: 'GET /api/tokens', exact: true });
  await expect(list.getByText('API token', { exact: true })).toBeVisible();

  // Keyboard: the area links jump to their section; a disclosure opens with Enter.
  const link = page.getByRole('link', { name: /^Projects \(\d+\)$/ });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#area-projects$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Projects' })).toBeInViewport();
  const getProject = page.getByRole('article', { name: 'GET /api/projects/{id}', exact: true });
  await getProject.getByRole('button', { name: 'Response 200' }).focus();
  await page.keyboard.press('Enter');
  await expect(getProject.getByText('baseQuestions')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'api-docs', { fullPage: false });
});
