import { expect, type Locator, type Page } from '@playwright/test';
import type { AnalysisResult, AskAiResponse } from '../sync/contract/customer';
import type { Project } from '../sync/contract/projects';
import { expectNoSeriousA11yViolations, screenshotAtBothWidths } from './support/pageChecks';
import { patience } from './support/patience';
import { test } from './support/test';

/**
 * The issue-5 walkthrough as one customer session, through the screens only: create a
 * project, open its dashboard, then on a project with answers ask AI and follow a cited
 * source, open a transcript, and chart and list the answers. The detailed checks of
 * each screen live in their own specs; this one proves the screens work together.
 */
const DEMO_PASSWORD = 'parley-demo';
const ESG_QUESTION = 'What do experts say about ESG integration?';

test.setTimeout(patience(120_000));

const toast = (page: Page) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('alertdialog');
const projectCard = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Your Projects' })
    .getByRole('article')
    .filter({ hasText: name });

async function choose(page: Page, dialog: Locator, field: string, option: string) {
  await dialog.getByRole('button', { name: new RegExp(field) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Submits a custom-analysis dialog and returns what the server generated. */
async function generate(page: Page, dialog: Locator, label: string): Promise<AnalysisResult> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/generate-analysis')),
    dialog.getByRole('button', { name: label }).click(),
  ]);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as AnalysisResult;
}

test('a customer creates a project, then asks, reads, charts and lists on a project with answers', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByLabel('Username').fill('customer');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meridian Capital');
  await page.getByRole('link', { name: '← Back to your projects' }).click();
  await expect(page).toHaveURL('/customer');

  // 1. A new project, from the customer home.
  const name = `Deposit pricing outlook ${Date.now()}`;
  await page.getByRole('button', { name: 'New Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Project' });
  await dialog.getByLabel('Project Name').fill(name);
  await dialog.getByLabel('Description').fill('Where treasurers expect deposit costs to go.');
  await dialog.getByLabel('Project Goal').fill('Learn how regional banks will price deposits.');
  await dialog.getByLabel('Expert Profile').fill('Treasurers at US regional banks.');
  await choose(page, dialog, 'Number of Experts', '11-25');
  await choose(page, dialog, 'Timeline', '3-4 weeks');
  await choose(page, dialog, 'Interview Length', '30 minutes');
  await dialog
    .getByRole('textbox', { name: /^Question 1/ })
    .fill('How will deposit costs change next year?');
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(toast(page)).toContainText('Project Created');

  // 2. Its dashboard: no interviews yet, and it says so rather than inventing insights.
  await projectCard(page, name).getByRole('link', { name: 'See Insights' }).click();
  await expect(page).toHaveURL(/\/customer\/prj_/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(
    page.getByText('Market Research Dashboard - 0 expert interviews completed'),
  ).toBeVisible();
  await expect(page.getByText('No insights yet')).toBeVisible();

  // 3. Back to the projects, into the ESG project, which has answers.
  await page.getByRole('link', { name: 'Back to Projects' }).click();
  const projects = (await (await page.request.get('/api/projects')).json()) as Project[];
  const esg = projects.find((project) => project.id === 'prj_demo_esg')!;
  await projectCard(page, esg.name).getByRole('link', { name: 'See Insights' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(esg.name);

  // 4. AI Q&A: a cited answer whose quotes are real, and a source opens its transcript.
  await page.getByRole('tab', { name: 'AI Q&A' }).click();
  await page.getByRole('textbox', { name: 'Your question' }).fill(ESG_QUESTION);
  const [asked] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/ask-ai')),
    page.getByRole('button', { name: 'Ask AI' }).click(),
  ]);
  expect(asked.status()).toBe(200);
  const reply = (await asked.json()) as AskAiResponse;
  expect(reply.citations.length).toBeGreaterThan(0);
  const sources = page.getByRole('list', { name: 'Sources' }).first();
  const citedAnswers = new Set(reply.citations.map((citation) => citation.answerId));
  await expect(sources.getByRole('button')).toHaveCount(citedAnswers.size);
  const cited = reply.citations[0]!;
  await sources.getByRole('button').first().click();
  const transcript = page.getByRole('dialog', { name: 'Interview Transcript' });
  await expect(transcript).toContainText(cited.expertName);
  await expect(page.locator(':focus')).toContainText(cited.quote);
  await page.keyboard.press('Escape');
  await expect(transcript).toBeHidden();

  // 5. Interview Transcripts: the first interview's real transcript.
  await page.getByRole('tab', { name: 'Interview Transcripts' }).click();
  await page
    .getByRole('button', { name: /^View Transcript of / })
    .first()
    .click();
  await expect(transcript).toBeVisible();
  await expect(transcript.getByRole('listitem').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // 6. Custom Analysis: a bar graph drawn from the counts, then a cited list.
  await page.getByRole('tab', { name: 'Custom Analysis' }).click();
  await page.getByRole('button', { name: 'New Graph' }).click();
  const graphDialog = page.getByRole('dialog', { name: 'New Graph' });
  await graphDialog.getByLabel('Question').fill('Which ESG themes come up per company?');
  await graphDialog.getByLabel('Parameters').fill('emissions, data, climate');
  const graph = await generate(page, graphDialog, 'Generate Graph');
  expect(graph.series.some((series) => series.total > 0)).toBe(true);
  const chart = page.getByRole('img', { name: /^Bar chart/ }).first();
  await expect(chart.locator('svg .recharts-bar-rectangle path')).toHaveCount(
    graph.series.flatMap((series) => series.values).filter((value) => value > 0).length,
  );

  await page.getByRole('button', { name: 'New List' }).click();
  const listDialog = page.getByRole('dialog', { name: 'New List' });
  await listDialog.getByLabel('Question').fill('What are the main obstacles to ESG integration?');
  const list = await generate(page, listDialog, 'Generate List');
  expect(list.items.length).toBeGreaterThan(0);
  const ranked = page.getByRole('list', { name: 'Ranked items' }).first().locator(':scope > li');
  await expect(ranked).toHaveCount(list.items.length);
  await expect(ranked.first()).toContainText(list.items[0]!.text);

  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'customer-journey-analysis');
});
