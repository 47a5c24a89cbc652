import { expect } from '@playwright/test';
import type { SystemStatus } from '../sync/contract/system';
import { expectNoSeriousA11yViolations, screenshotAtBothWidths } from './support/pageChecks';
import { patience } from './support/patience';
import { test } from './support/test';

/**
 * The admin dashboard's System panel says which engines this server runs, as
 * GET /api/admin/system reports them: speech to text above all, never a silent 'none'.
 */

const LABELS: Record<keyof SystemStatus, string> = {
  transcription: 'Speech to text',
  followups: 'Follow-up questions',
  ai: 'AI insights',
  mail: 'Mail',
};

test('the admin dashboard shows each engine the server runs, and why one does not', async ({
  page,
}) => {
  // Two screenshots after an axe run: well over 30 s on a busy two-core machine.
  test.setTimeout(patience(120_000));
  const login = await page.request.post('/api/login', {
    data: { username: 'admin', password: 'parley-demo' },
  });
  expect(login.status()).toBe(200);
  const response = await page.request.get('/api/admin/system');
  expect(response.status()).toBe(200);
  const status = (await response.json()) as SystemStatus;

  await page.goto('/admin');
  const panel = page.getByRole('region', { name: 'System' });
  await expect(panel).toBeVisible();
  for (const [area, label] of Object.entries(LABELS) as [keyof SystemStatus, string][]) {
    const card = panel.getByRole('listitem').filter({ hasText: label });
    const engine = status[area];
    await expect(card).toContainText(
      engine.available ? engine.engine : `${engine.engine} · action needed`,
    );
    await expect(card).toContainText(engine.detail);
  }
  await expectNoSeriousA11yViolations(page);
  await panel.scrollIntoViewIfNeeded();
  await screenshotAtBothWidths(page, 'admin-system');
});

test('the system status is for admins only', async ({ page }) => {
  expect((await page.request.get('/api/admin/system')).status()).toBe(401);
  await page.request.post('/api/login', {
    data: { username: 'expert', password: 'parley-demo' },
  });
  expect((await page.request.get('/api/admin/system')).status()).toBe(403);
});
