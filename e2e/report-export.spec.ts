import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { type Download, expect, type Page } from '@playwright/test';
import type { ClientDashboard } from '../sync/contract/analytics';
import type { Insight } from '../sync/contract/customer';
import { adminApi } from './support/interviews';
import { expectNoSeriousA11yViolations, screenshotAtBothWidths } from './support/pageChecks';
import { patience } from './support/patience';
import { test } from './support/test';

const API = '/api/customer/Meridian%20Capital';

/** Text shaped like the ids the app and the seed write (`int_…`, `ans_demo_…`, UUIDs). */
const ID_PATTERNS = [
  /\b(?:usr|prj|int|qst|ans|ins|anl)_[A-Za-z0-9_-]+/,
  /\bint-[a-z0-9-]+-demo\b/,
  /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i,
];

test.setTimeout(patience(90_000));

async function signIn(page: Page, username: string) {
  const login = await page.request.post('/api/login', {
    data: { username, password: 'parley-demo' },
  });
  expect(login.status(), await login.text()).toBe(200);
}

async function apiJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

const isReport = (url: URL) => url.pathname.endsWith('/report');
const today = () => new Date().toISOString().slice(0, 10);
const toast = (page: Page) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('alertdialog');

/** Export Report → the menu item, and the file the browser downloads. */
async function exportAs(page: Page, item: string): Promise<Download> {
  await page.getByRole('button', { name: 'Export Report' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: item }).click(),
  ]);
  return download;
}

function expectNoIds(text: string) {
  for (const pattern of ID_PATTERNS) expect(text).not.toMatch(pattern);
}

/** A quote's caption: expert, role if any, company, then the question it answered. */
const QUOTE_CAPTION = /^.+(, .+){1,2} — to the question ‘.+’$/;

/** The companies the topics chart's description names for a topic: "AI: 3 answers from 2 companies (A, B)." */
function companiesNamed(description: string, topic: { label: string; answers: number }) {
  const label = topic.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const sentence = new RegExp(
    `${label}: ${topic.answers} answers? from \\d+ compan(?:y|ies) \\((.+?)\\)\\.(?: |$)`,
  ).exec(description);
  expect(sentence, `${topic.label} in "${description}"`).not.toBeNull();
  return sentence![1]!.split(', ');
}

test('Export Report offers a formatted report and Markdown, both without ids', async ({ page }) => {
  await signIn(page, 'customer');
  await page.goto('/customer/Meridian%20Capital');
  const insights = await apiJson<Insight[]>(page, `${API}/insights`);
  const dashboard = await apiJson<ClientDashboard>(page, `${API}/dashboard`);
  await expect(page.getByRole('region', { name: 'Interview Completion' })).toContainText(
    'experts completed',
  );

  // By keyboard: the button opens the menu, arrows move, Enter picks; focus comes back.
  const trigger = page.getByRole('button', { name: 'Export Report' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Formatted report (HTML, prints to PDF)',
    'Markdown',
  ]);
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  const [htmlDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  expect(htmlDownload.suggestedFilename()).toBe(`parley-report-meridian-capital-${today()}.html`);

  const markdownDownload = await exportAs(page, 'Markdown');
  expect(markdownDownload.suggestedFilename()).toBe(`parley-report-meridian-capital-${today()}.md`);
  const markdown = await readFile((await markdownDownload.path())!, 'utf8');
  expect(markdown).toContain('# Parley report: Meridian Capital');
  expect(markdown).toMatch(new RegExp(`^> ${QUOTE_CAPTION.source.slice(1)}`, 'm'));
  expectNoIds(markdown);

  // The HTML file, opened from disk as the client would.
  const file = test.info().outputPath('report.html');
  await htmlDownload.saveAs(file);
  const html = await readFile(file, 'utf8');
  expectNoIds(html);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(pathToFileURL(file).href);
  await expect(page).toHaveTitle('Parley report: Meridian Capital');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meridian Capital');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Interview completion',
    'Response quality',
    'Top topics',
    'Sentiment',
    'Key insights',
  ]);
  for (const chart of [
    'Interview completion',
    'Response quality',
    'Top topics by number of answers',
    /^Sentiment of \d+ answers$/,
  ]) {
    await expect(page.getByRole('img', { name: chart })).toBeVisible();
  }
  // Every company whole, inside the topics chart's drawing and its description.
  const topics = page.getByRole('img', { name: 'Top topics by number of answers' });
  const drawn = (await topics.locator('text').allTextContents()).join('\n');
  const described = (await topics.locator('desc').textContent()) ?? '';
  for (const topic of dashboard.topics.items) {
    const names = companiesNamed(described, topic);
    expect(names).toHaveLength(topic.companyCount);
    for (const company of names) expect(drawn).toContain(company);
  }
  // Each insight, its quotes cited by expert, role (when the expert gave one), company and
  // question: other specs on this server add experts without a role to this client.
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(insights.length);
  const captions = await page.locator('figure.quote figcaption').allTextContents();
  expect(captions.length).toBeGreaterThanOrEqual(insights.length);
  for (const caption of captions) expect(caption).toMatch(QUOTE_CAPTION);
  expect(captions.some((caption) => /^.+, .+, .+ — /.test(caption))).toBe(true);
  const firstQuote = /“([^”]+)”/.exec(insights[0]!.content)?.[1];
  await expect(page.locator('blockquote').first()).toContainText(firstQuote!);
  expectNoIds((await page.locator('body').textContent()) ?? '');
  expect(await page.locator('script, img, link, iframe').count()).toBe(0);
  expect(errors).toEqual([]);
  await expectNoSeriousA11yViolations(page);

  await screenshotAtBothWidths(page, 'report-html-top', { fullPage: false });
  await page.getByRole('heading', { name: 'Top topics' }).scrollIntoViewIfNeeded();
  await page.evaluate(() => document.getElementById('topics')?.scrollIntoView());
  await screenshotAtBothWidths(page, 'report-html-charts', { fullPage: false });
  await page.evaluate(() => document.getElementById('insights')?.scrollIntoView());
  await screenshotAtBothWidths(page, 'report-html-insights', { fullPage: false });

  // Printed: the key insights start a page, no insight or chart is split, no screen margins.
  await page.emulateMedia({ media: 'print' });
  const printed = await page.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
    return {
      insights: style('section.insights').breakBefore,
      insight: style('article.insight').breakInside,
      chart: style('.figure').breakInside,
      main: style('main').paddingTop,
    };
  });
  expect(printed).toEqual({ insights: 'page', insight: 'avoid', chart: 'avoid', main: '0px' });
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath('report-print-a4.png') });
  await page.emulateMedia({ media: 'screen' });
});

test('Export Report shows it is working, and says so when the export fails', async ({ page }) => {
  await signIn(page, 'customer');
  await page.goto('/customer/Meridian%20Capital');
  await expect(page.getByRole('region', { name: 'Interview Completion' })).toContainText(
    'experts completed',
  );

  // A filtered export: the file name and the figures say which filters.
  await page.getByRole('button', { name: /Company$/ }).click();
  await page.getByRole('option', { name: 'Northbridge Bank', exact: true }).click();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Held (not faked): the real response arrives once the pending state has been seen.
  await page.route(isReport, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Export Report' }).click();
  const downloaded = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Formatted report (HTML, prints to PDF)' }).click();
  await expect(page.getByRole('button', { name: 'Exporting...' })).toBeVisible();
  release();
  const filtered = await downloaded;
  expect(filtered.suggestedFilename()).toBe(
    `parley-report-meridian-capital-northbridge-bank-${today()}.html`,
  );
  const html = await readFile((await filtered.path())!, 'utf8');
  expect(html).toContain('<dt>Company</dt><dd>Northbridge Bank</dd>');
  expect(html).toContain('with experts from Northbridge Bank');
  await expect(page.getByRole('button', { name: 'Export Report' })).toBeEnabled();
  await page.unroute(isReport);

  await page.route(isReport, (route) => route.abort());
  await page.getByRole('button', { name: 'Export Report' }).click();
  await page.getByRole('menuitem', { name: 'Markdown' }).click();
  await expect(toast(page)).toContainText('Export Failed');
  await expect(toast(page)).toContainText('Could not export the report. Please try again.');
});

test('markup in an answer stays text in the formatted report and never runs', async ({
  page,
  baseURL,
}) => {
  const client = `Markup & <Co> ${Date.now()}`;
  const admin = await adminApi(baseURL!);
  const project = await admin.post('/api/projects', {
    data: { name: 'Markup check', client, baseQuestions: ['What worries you about vendors?'] },
  });
  expect(project.ok(), await project.text()).toBe(true);
  const interview = await admin.post('/api/interviews', {
    data: {
      projectId: ((await project.json()) as { id: string }).id,
      expertName: 'Robin <b>Bold</b>',
      expertEmail: `robin.${Date.now()}@example.com`,
      company: 'Quill <i>Bank</i>',
      client,
      interviewDurationMinutes: 30,
    },
  });
  expect(interview.ok(), await interview.text()).toBe(true);
  const { id } = (await interview.json()) as { id: string };
  // No dots in the payloads: the insight engine splits quotes into sentences at them.
  const hostile =
    'Vendor risk is real <img src=x onerror=alert(1)> and <script>alert(2)</script> keeps growing';
  const state = await admin.get(`/api/expert/${id}/current-question`);
  const { question } = (await state.json()) as { question: { id: string } };
  const answer = await admin.post(`/api/expert/${id}/answer`, {
    data: { questionId: question.id, answerText: hostile },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  expect((await admin.post(`/api/expert/${id}/finish`, { data: {} })).ok()).toBe(true);
  const url = `/api/customer/${encodeURIComponent(client)}`;
  expect((await admin.post(`${url}/generate-insights`)).ok()).toBe(true);
  const report = await admin.get(`${url}/report?format=html`);
  expect(report.status(), await report.text()).toBe(200);
  const html = await report.text();
  await admin.dispose();

  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.setContent(html);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(client);
  await expect(page.locator('blockquote').first()).toContainText(
    '<img src=x onerror=alert(1)> and <script>alert(2)</script>',
  );
  await expect(page.locator('figcaption').first()).toContainText(
    'Robin <b>Bold</b>, Quill <i>Bank</i>',
  );
  expect(await page.locator('img, script, b, i').count()).toBe(0);
  expect(dialogs).toEqual([]);
});
