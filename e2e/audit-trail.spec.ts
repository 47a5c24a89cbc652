import fs from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { parseCsv } from '../api/audit/parseCsv';
import type { AuditEventPage } from '../sync/contract/audit';
import type { Interview } from '../sync/contract/interviews';
import { expectNoSeriousA11yViolations, PHONE, screenshotAtBothWidths } from './support/pageChecks';
import { patience } from './support/patience';
import { test } from './support/test';

/**
 * The audit trail at /admin/audit against the real server: events made by real exports
 * (transcript downloads and the client report), filtered, paged with Load more, and
 * downloaded as CSV. Sign-ins may record events too; the test never counts on them.
 */

const DEMO_PASSWORD = 'parley-demo';
/** More than one page (50) of transcript exports, so Load more has work to do. */
const EXPORTS = 55;

async function signIn(page: Page, username: string) {
  const response = await page.request.post('/api/login', {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
}

/** The transcript downloads made by this test: `EXPORTS` of one completed interview. */
async function exportTranscripts(page: Page): Promise<Interview> {
  const interviews = (await (await page.request.get('/api/interviews')).json()) as Interview[];
  const interview = interviews.find((candidate) => candidate.status === 'completed');
  if (!interview) throw new Error('The demo data has no completed interview');
  // A few at a time: quicker than one by one, gentle on a shared machine.
  for (let done = 0; done < EXPORTS; done += 5) {
    const batch = Array.from({ length: Math.min(5, EXPORTS - done) }, () =>
      page.request.get(`/api/interviews/${interview.id}/transcript.md`),
    );
    for (const response of await Promise.all(batch)) expect(response.status()).toBe(200);
  }
  return interview;
}

/** At 390 px the table's rows are cards: nothing may stick out sideways. */
async function expectNoHorizontalScrollOnPhone(page: Page) {
  const original = page.viewportSize();
  await page.setViewportSize(PHONE);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  if (original) await page.setViewportSize(original);
}

const rows = (page: Page) => page.getByRole('table').locator('tbody tr');

async function chooseAction(page: Page, label: string) {
  await page.getByRole('button', { name: /Action$/ }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

test('admins filter the trail, load more and download it as CSV', async ({ page }) => {
  // 55 audited downloads, then two pages, a CSV and three filters: on a busy machine
  // with PostgreSQL this has taken 70 s.
  test.setTimeout(patience(180_000));
  await signIn(page, 'admin');
  const interview = await exportTranscripts(page);
  const report = await page.request.get(
    `/api/customer/${encodeURIComponent(interview.client)}/report`,
  );
  expect(report.status()).toBe(200);

  // From the employee dashboard's top bar.
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Audit trail' })
    .click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();

  await chooseAction(page, 'Transcript exported');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/action=transcript\.exported/);
  await expect(page.getByRole('status').filter({ hasText: 'events' })).toHaveText(
    '50 events shown, more below',
  );
  await expect(rows(page)).toHaveCount(50);
  const firstRow = rows(page).first();
  await expect(firstRow.getByRole('cell').nth(1)).toHaveText('Transcript exported');
  await expect(firstRow.getByRole('cell').nth(2)).toHaveText('admin');
  await expect(firstRow.getByRole('cell').nth(4)).toHaveText(`interview ${interview.id}`);
  await expect(firstRow.getByRole('cell').nth(5)).toHaveText(interview.client);
  await expect(firstRow.getByRole('cell').nth(6)).toContainText('formatmarkdown');
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'audit-trail');
  await expectNoHorizontalScrollOnPhone(page);

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(rows(page)).toHaveCount(EXPORTS);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'events' })).toHaveText(
    `${EXPORTS} events match`,
  );
  // Every event once, newest first, across both pages.
  const times = await rows(page)
    .locator('time')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
  expect(times).toEqual([...times].sort().reverse());

  // The CSV carries the same filters: every transcript export, not only the pages shown.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    `parley-audit-${new Date().toISOString().slice(0, 10)}.csv`,
  );
  const [header, ...csvRows] = parseCsv(await fs.readFile((await download.path())!, 'utf8'));
  expect(header?.slice(0, 3)).toEqual(['occurred_at', 'action', 'actor_username']);
  expect(csvRows).toHaveLength(EXPORTS);
  expect(new Set(csvRows.map((row) => row[1]))).toEqual(new Set(['transcript.exported']));
  expect(csvRows.map((row) => row[0])).toEqual(times);

  // Keyboard: type a person and a client, Enter applies all filters at once.
  await chooseAction(page, 'Report exported');
  await page.getByRole('textbox', { name: 'Who' }).fill('ADMIN');
  await page.getByRole('textbox', { name: 'Client' }).fill(interview.client);
  await page.getByRole('textbox', { name: 'Client' }).press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().getByRole('cell').nth(1)).toHaveText('Report exported');

  // A day range with nothing in it: the empty state, and Clear brings everything back.
  await page.getByRole('textbox', { name: 'Client' }).fill('');
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2001-01-01');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2001-01-31');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('No events match these filters')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'audit-trail-empty');
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(rows(page)).not.toHaveCount(0);
});

test('a customer downloads a transcript from its dialog, and the trail shows it', async ({
  page,
}) => {
  await signIn(page, 'customer');
  const interviews = (await (await page.request.get('/api/interviews')).json()) as Interview[];
  const completed = interviews.find((interview) => interview.status === 'completed');
  if (!completed) throw new Error('The demo customer has no completed interview');
  await page.goto(`/customer/${completed.projectId}?tab=transcripts`);
  await page.getByRole('button', { name: `View Transcript of ${completed.expertName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Interview Transcript' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download transcript' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^parley-transcript-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.md$/,
  );
  const markdown = await fs.readFile((await download.path())!, 'utf8');
  expect(markdown).toMatch(/^# Interview transcript: /);

  await page.context().clearCookies();
  await signIn(page, 'admin');
  const trail = await page.request.get('/api/audit-events', {
    params: { action: 'transcript.exported', actor: 'customer', subject: completed.id },
  });
  const { events } = (await trail.json()) as AuditEventPage;
  expect(events[0]).toMatchObject({ actorUsername: 'customer', client: completed.client });
});

test('the trail as the API pages it matches the screen: no event twice', async ({ page }) => {
  await signIn(page, 'admin');
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const response = await page.request.get('/api/audit-events', {
      params: { limit: '7', ...(cursor ? { cursor } : {}) },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as AuditEventPage;
    seen.push(...body.events.map((event) => event.id));
    cursor = body.nextCursor;
  } while (cursor);
  expect(new Set(seen).size).toBe(seen.length);
});

test('a refused filter shows the server’s reason and a retry', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/audit');
  await page.getByRole('textbox', { name: 'Who' }).fill('x'.repeat(201));
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('Could not load the audit trail.')).toBeVisible();
  await expect(page.getByText('400: Filters must be 200 characters or less')).toBeVisible();
  await expect(page.getByRole('button', { name: /Try again|Retry/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'audit-trail-error');
});

test('a session that ended while the page was open asks to sign in again', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/audit');
  await expect(rows(page).first()).toBeVisible();
  // Signing out elsewhere ends this browser's session; the next request is a real 401.
  expect((await page.request.post('/api/logout')).status()).toBe(200);
  await page.getByRole('textbox', { name: 'Client' }).fill('Meridian Capital');
  await page.getByRole('textbox', { name: 'Client' }).press('Enter');
  await expect(page.getByText('Please log in to access your dashboard')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('only admins reach the trail', async ({ page }) => {
  await signIn(page, 'customer');
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/unauthorized$/);
  expect((await page.request.get('/api/audit-events')).status()).toBe(403);
});
