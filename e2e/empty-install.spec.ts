import path from 'node:path';
import { expect } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshotAtBothWidths } from './support/pageChecks';
import { patience } from './support/patience';
import { type ScratchServer, startScratchServer } from './support/scratchServer';
import { test } from './support/test';

/**
 * A fresh install, not the demo: a server of its own whose only row is the first
 * administrator (made with `npm run user:create`), so the empty states and zero figures
 * below come from a really empty database, not from answers the test makes up.
 */

const ADMIN = { username: 'first.admin', password: 'first-admin-password-1' };
const postgresUrl = process.env.DATABASE_URL;
let server: ScratchServer;

test.beforeAll(async () => {
  test.setTimeout(patience(120_000));
  server = await startScratchServer({
    label: 'parley-e2e-empty',
    postgresUrl: postgresUrl && /^postgres(ql)?:\/\//.test(postgresUrl) ? postgresUrl : undefined,
    firstAdmin: ADMIN,
    // The web app this run built (playwright.config.ts).
    env: { DIST_DIR: path.resolve(process.env.E2E_DIST_DIR ?? 'dist') },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test('the admin dashboard of a fresh install: No projects yet, No interviews yet, every figure 0', async ({
  page,
}) => {
  await page.goto(`${server.url}/auth`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill(ADMIN.username);
  await form.getByLabel('Password').fill(ADMIN.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${server.url}/admin`);

  await expect(page.getByText('No projects yet')).toBeVisible();
  await expect(page.getByText('No interviews yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Interview' })).toBeDisabled();
  for (const label of [
    'Interview Projects',
    'Active Interviews',
    'Completed',
    'Insights Generated',
  ]) {
    await expect(
      page.getByRole('group', { name: label, exact: true }).locator('p').nth(1),
      label,
    ).toHaveText('0');
  }
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'admin-empty');
  await page.getByRole('button', { name: 'Create Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Project' });
  await expect(dialog).toBeVisible();
  // No client is offered that the database does not hold: only a new one.
  await dialog.getByRole('button', { name: /Client$/ }).click();
  await expect(page.getByRole('option')).toHaveText(['Other Client']);
});
