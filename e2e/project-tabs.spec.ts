import { expect, type Locator, type Page } from '@playwright/test';
import { expertRoleLabel } from '../app/customer/project/transcripts/expertRole';
import { formatActualDuration } from '../app/lib/interviewDuration';
import type { InterviewTranscript } from '../sync/contract/analytics';
import type { AnalysisResult } from '../sync/contract/customer';
import type { Interview } from '../sync/contract/interviews';
import { expectNoSeriousA11yViolations, PHONE, screenshotAtBothWidths } from './support/pageChecks';
import { patience } from './support/patience';
import { test } from './support/test';

/**
 * The project dashboard's Interview Transcripts and Custom Analysis tabs, on the seeded
 * Meridian Capital project, checked against what the API gives the same customer.
 */

const PROJECT_ID = 'prj_demo_growth_equity';
const STATUS_TEXT: Record<string, string> = {
  completed: 'Completed',
  in_progress: 'In progress',
  active: 'In progress',
  pending: 'Pending',
};
const PROJECT_PATH = `/customer/${PROJECT_ID}`;
/**
 * A chart is drawn by a chunk loaded when it is first needed (recharts). On a loaded CI
 * machine a page load and that chunk took 13 s before the draw began (a CI run of 4 Dec),
 * past the usual wait; how soon it draws is not what these tests check.
 */
const CHART_DRAWN_MS = patience(30_000);

test.setTimeout(patience(90_000));

async function signIn(page: Page) {
  const login = await page.request.post('/api/login', {
    data: { username: 'customer', password: 'parley-demo' },
  });
  expect(login.status(), await login.text()).toBe(200);
}

async function projectInterviews(page: Page): Promise<Interview[]> {
  const response = await page.request.get('/api/interviews');
  expect(response.status()).toBe(200);
  return ((await response.json()) as Interview[]).filter((i) => i.projectId === PROJECT_ID);
}

async function transcriptOf(page: Page, interviewId: string): Promise<InterviewTranscript> {
  const response = await page.request.get(`/api/interviews/${interviewId}/transcript`);
  expect(response.status()).toBe(200);
  return (await response.json()) as InterviewTranscript;
}

async function storedAnalyses(page: Page, client: string): Promise<AnalysisResult[]> {
  const response = await page.request.get(
    `/api/customer/${encodeURIComponent(client)}/analyses?projectId=${PROJECT_ID}`,
  );
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as AnalysisResult[];
}

const toast = (page: Page) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('alertdialog');

const table = (page: Page) => page.getByRole('table', { name: /^Interviews of / });
const bodyRows = (page: Page) => table(page).locator('tbody tr');

/** The expert names in the table, top to bottom. */
async function listedExperts(page: Page) {
  return bodyRows(page).locator('td[data-label="Expert"]').allTextContents();
}

const sorted = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b));

const cards = (page: Page) =>
  page.getByRole('list', { name: 'Analyses, newest first' }).getByRole('article');

async function openAnalysisDialog(page: Page, button: 'New Graph' | 'New List') {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Submits and returns the server's answer to the generate call. */
async function generate(page: Page, dialog: Locator, label: string): Promise<AnalysisResult> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().includes('/generate-analysis') && r.request().method() === 'POST',
    ),
    dialog.getByRole('button', { name: label }).click(),
  ]);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as AnalysisResult;
}

test('Interview Transcripts lists the project interviews, filters them and opens the real transcript', async ({
  page,
}) => {
  await signIn(page);
  const interviews = await projectInterviews(page);
  expect(interviews.length).toBeGreaterThan(2);
  await page.goto(`${PROJECT_PATH}?tab=transcripts`);

  // Every interview of the project, with its company, duration and status.
  await expect(bodyRows(page)).toHaveCount(interviews.length);
  expect(sorted(await listedExperts(page))).toEqual(sorted(interviews.map((i) => i.expertName)));
  for (const interview of interviews) {
    const row = bodyRows(page).filter({ hasText: interview.expertName });
    await expect(row.locator('td[data-label="Company"]')).toHaveText(interview.company);
    // What the interview took, or that it has not finished: never the planned length.
    await expect(row.locator('td[data-label="Duration (minutes)"]')).toHaveText(
      formatActualDuration(interview),
    );
    await expect(row.locator('td[data-label="Role"]')).toHaveText(expertRoleLabel(interview));
    await expect(row.locator('td[data-label="Status"]')).toHaveText(
      STATUS_TEXT[interview.status] ?? interview.status,
    );
  }

  // The Filters toggle shows the search and the company select.
  const filters = page.getByRole('button', { name: 'Filters' });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveCount(0);
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await expect(search).toBeVisible();

  // The company select narrows the rows to that company.
  const companies = [...new Set(interviews.map((i) => i.company))];
  const company = companies.find(
    (name) => interviews.filter((i) => i.company === name).length < interviews.length,
  ) as string;
  await page.getByRole('button', { name: /Company/ }).click();
  await expect(page.getByRole('option')).toHaveCount(companies.length + 1);
  await expect(page.getByRole('option').first()).toHaveText('All Companies');
  // Narrowed on the server: the tab asks for that company's interviews, not every row.
  const companyRequest = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === '/api/interviews' &&
      new URL(request.url()).searchParams.get('company') === company,
  );
  await page.getByRole('option', { name: company, exact: true }).click();
  await companyRequest;
  await expect
    .poll(async () => sorted(await listedExperts(page)))
    .toEqual(sorted(interviews.filter((i) => i.company === company).map((i) => i.expertName)));
  await page.getByRole('button', { name: /Company/ }).click();
  await page.getByRole('option', { name: 'All Companies' }).click();
  await expect(bodyRows(page)).toHaveCount(interviews.length);

  // Search by part of an expert's name, in another case.
  const firstName = firstOf(firstOf(interviews).expertName.split(' ')).toUpperCase();
  const searchRequest = page.waitForRequest(
    (request) => new URL(request.url()).searchParams.get('q') === firstName,
  );
  await search.fill(firstName);
  await searchRequest;
  await expect
    .poll(() => listedExperts(page))
    .toEqual(
      interviews
        .filter(
          (i) =>
            i.expertName.toUpperCase().includes(firstName) ||
            i.company.toUpperCase().includes(firstName),
        )
        .map((i) => i.expertName),
    );
  await expect(page.getByText(/^Showing \d+ of \d+ interviews$/)).toBeVisible();

  // Nothing matches: the no-match state, and Clear filters brings every row back.
  await search.fill('no such expert zzz');
  await expect(page.getByText('No interviews match your filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(bodyRows(page)).toHaveCount(interviews.length);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'project-transcripts');

  // View Transcript: the completed interview with the most answers, as the API has it.
  const completed = firstOf(
    interviews
      .filter((i) => i.status === 'completed')
      .sort((a, b) => b.answeredQuestions - a.answeredQuestions),
  );
  const transcript = await transcriptOf(page, completed.id);
  const viewButton = page.getByRole('button', {
    name: `View Transcript of ${completed.expertName}`,
  });
  await viewButton.click();
  const dialog = page.getByRole('dialog', { name: 'Interview Transcript' });
  await expect(dialog).toBeVisible();
  const details = dialog.getByRole('definition');
  await expect(details).toHaveText([
    completed.expertName,
    completed.company,
    expertRoleLabel(completed),
    formatActualDuration(completed),
  ]);
  for (const question of transcript.questions) {
    await expect(dialog.getByText(question.questionText, { exact: true })).toBeVisible();
    const answer = question.answer;
    if (!answer) continue;
    const shown = dialog.locator(`[id="answer-${answer.id}"]`);
    if (answer.answerText === '[Skipped]') await expect(shown).toHaveText('Skipped');
    else await expect(shown).toHaveText(answer.answerText.trim());
  }
  const followups = transcript.questions.filter((q) => q.questionType === 'followup').length;
  await expect(dialog.getByText('AI Follow-up', { exact: true })).toHaveCount(followups);
  await expect(dialog.getByText('Not answered', { exact: true })).toHaveCount(
    transcript.questions.filter((q) => !q.answer).length,
  );

  // Full screen fills the viewport; the toggle says it is pressed.
  const fullscreen = dialog.getByRole('button', { name: 'Full screen' });
  await expect(fullscreen).toHaveAttribute('aria-pressed', 'false');
  await fullscreen.click();
  await expect(fullscreen).toHaveAttribute('aria-pressed', 'true');
  const box = await dialog.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual((page.viewportSize()?.width ?? 0) - 2);
  await fullscreen.click();
  await expect(fullscreen).toHaveAttribute('aria-pressed', 'false');
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'project-transcript-dialog', { fullPage: false });

  // Escape closes it and gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(viewButton).toBeFocused();

  // On a phone each row is a card: nothing wider than the screen, the button reachable.
  await page.setViewportSize(PHONE);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await viewButton.scrollIntoViewIfNeeded();
  const button = await viewButton.boundingBox();
  expect((button?.x ?? 0) + (button?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  await viewButton.click();
  await expect(dialog).toBeVisible();
});

test('Custom Analysis generates a bar graph and a cited list that stay after a reload', async ({
  page,
}) => {
  await signIn(page);
  const client = firstOf(await projectInterviews(page)).client;
  const before = await storedAnalyses(page, client);
  await page.goto(`${PROJECT_PATH}?tab=analysis`);
  if (before.length === 0) await expect(page.getByText('No analyses yet')).toBeVisible();
  else await expect(cards(page)).toHaveCount(before.length);

  // New Graph: the contract's messages, and nothing is sent while they show.
  let generateCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/generate-analysis')) generateCalls += 1;
  });
  let dialog = await openAnalysisDialog(page, 'New Graph');
  await dialog.getByLabel('Parameters').fill(' , ');
  await dialog.getByRole('button', { name: 'Generate Graph' }).click();
  await expect(dialog.getByText('Question is required')).toBeVisible();
  await expect(dialog.getByText('At least one parameter is required')).toBeVisible();
  expect(generateCalls).toBe(0);
  await expect(dialog.getByRole('radio', { name: 'Bar chart' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'project-analysis-new-graph', { fullPage: false });

  const graphQuestion = `How often do experts raise each theme? (${Date.now()})`;
  await dialog.getByLabel('Question').fill(graphQuestion);
  await dialog.getByLabel('Parameters').fill('ESG, AI, regulation');
  const graph = await generate(page, dialog, 'Generate Graph');
  expect(graph.type).toBe('graph');
  expect(graph.series.map((s) => s.parameter)).toEqual(['ESG', 'AI', 'regulation']);
  await expect(toast(page)).toContainText('Analysis Generated');
  await expect(dialog).toBeHidden();

  // The new card comes first, with a real chart of the returned numbers.
  const graphCard = cards(page).first();
  await expect(graphCard.getByRole('heading', { name: graphQuestion })).toBeVisible();
  await expect(graphCard.getByText('Graph', { exact: true })).toBeVisible();
  await expect(graphCard.getByText(graph.analysis)).toBeVisible();
  await expect(
    graphCard.getByText(
      `Based on ${graph.dataPoints} data points from ${graph.companies.length} companies`,
    ),
  ).toBeVisible();
  expect(graph.series.some((s) => s.total > 0)).toBe(true);
  const chart = graphCard.getByRole('img', { name: /^Bar chart/ });
  await expect(chart).toBeVisible({ timeout: CHART_DRAWN_MS });
  const nonZero = graph.series.flatMap((s) => s.values).filter((v) => v > 0).length;
  await expect(chart.locator('svg .recharts-bar-rectangle path')).toHaveCount(nonZero);
  // One axis label per company (long names are shortened, to 7 letters and '…' at most).
  for (const company of graph.companies) {
    await expect(
      chart.locator('.recharts-cartesian-axis-tick-value', {
        hasText: new RegExp(`^${literal(company.slice(0, 7))}`),
      }),
    ).toHaveCount(1);
  }
  // The numbers behind it, as a table.
  await graphCard.getByRole('button', { name: 'Show data table' }).click();
  const data = graphCard.getByRole('table');
  for (const [index, company] of graph.companies.entries()) {
    await expect(data.getByRole('row', { name: new RegExp(`^${literal(company)}`) })).toHaveText(
      [company, ...graph.series.map((s) => String(s.values[index]))].join(''),
    );
  }

  // New List: ranked items, each with quotes that open the transcript at the answer.
  dialog = await openAnalysisDialog(page, 'New List');
  const listQuestion = 'What do experts say about ESG integration?';
  await dialog.getByLabel('Question').fill(listQuestion);
  const list = await generate(page, dialog, 'Generate List');
  await expect(dialog).toBeHidden();
  expect(list.items.length).toBeGreaterThan(0);
  const listCard = cards(page).first();
  await expect(listCard.getByText('List', { exact: true })).toBeVisible();
  await expect(
    listCard.getByText(
      `Based on ${list.dataPoints} data points from ${list.companies.length} companies`,
    ),
  ).toBeVisible();
  const items = listCard.getByRole('list', { name: 'Ranked items' }).locator(':scope > li');
  await expect(items).toHaveCount(list.items.length);
  const top = firstOf(list.items);
  await expect(items.first()).toContainText(top.text);
  await expect(items.first()).toContainText(`${top.score} answer${top.score === 1 ? '' : 's'}`);
  // Each item shows its first quote; the others open on request.
  const quoted = firstOf(list.items.filter((item) => item.citations.length > 1));
  const quotedItem = items.filter({ hasText: quoted.text }).first();
  await expect(quotedItem.locator('blockquote')).toHaveCount(1);
  await quotedItem.getByRole('button', { name: /^Show \d+ more quotes?$/ }).click();
  await expect(quotedItem.locator('blockquote')).toHaveText(
    quoted.citations.map((citation) => `“${citation.quote}”`),
  );
  const cited = firstOf(list.items.flatMap((item) => item.citations));
  await expect(listCard.getByText(`“${cited.quote}”`).first()).toBeVisible();
  await listCard
    .getByRole('button', { name: `${cited.expertName}, ${cited.company}: open the transcript` })
    .first()
    .click();
  const transcript = page.getByRole('dialog', { name: 'Interview Transcript' });
  const answer = transcript.locator(`[id="answer-${cited.answerId}"]`);
  await expect(answer).toBeFocused();
  await expect(answer).toBeInViewport();
  await expect(answer).toContainText('Cited answer');
  await expect(answer).toContainText(cited.quote);
  await screenshotAtBothWidths(page, 'project-cited-answer', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(transcript).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'project-analysis');

  // A reload shows both from storage, newest first, as the API lists them.
  await page.reload();
  const after = await storedAnalyses(page, client);
  expect(after.slice(0, 2).map((a) => a.id)).toEqual([list.id, graph.id]);
  await expect(cards(page)).toHaveCount(after.length);
  await expect(cards(page).nth(0).getByRole('heading')).toHaveText(listQuestion);
  await expect(cards(page).nth(1).getByRole('heading')).toHaveText(graphQuestion);
  await expect(
    cards(page)
      .nth(1)
      .getByRole('img', { name: /^Bar chart/ }),
  ).toBeVisible({ timeout: CHART_DRAWN_MS });
});

test('pie and line graphs draw a sector per parameter total and a line per parameter', async ({
  page,
}) => {
  await signIn(page);
  const client = firstOf(await projectInterviews(page)).client;
  const made: AnalysisResult[] = [];
  for (const graphType of ['line', 'pie'] as const) {
    const response = await page.request.post(
      `/api/customer/${encodeURIComponent(client)}/generate-analysis`,
      {
        data: {
          type: 'graph',
          graphType,
          question: `Mentions as a ${graphType} chart`,
          parameters: ['AI', 'regulation', 'exit'],
          projectId: PROJECT_ID,
        },
      },
    );
    expect(response.status(), await response.text()).toBe(200);
    made.push((await response.json()) as AnalysisResult);
  }
  const [line, pie] = made as [AnalysisResult, AnalysisResult];
  await page.goto(`${PROJECT_PATH}?tab=analysis`);

  const pieChart = cards(page)
    .nth(0)
    .getByRole('img', { name: /^Pie chart/ });
  await expect(pieChart).toBeVisible({ timeout: CHART_DRAWN_MS });
  await expect(pieChart.locator('.recharts-pie-sector')).toHaveCount(
    pie.series.filter((s) => s.total > 0).length,
  );
  const lineChart = cards(page)
    .nth(1)
    .getByRole('img', { name: /^Line chart/ });
  await expect(lineChart).toBeVisible();
  await expect(lineChart.locator('path.recharts-line-curve')).toHaveCount(line.series.length);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'project-analysis-pie-line');
});

test('a failed generation keeps the dialog open with the reason and a destructive toast', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`${PROJECT_PATH}?tab=analysis`);
  // A real failure: the connection drops before the analysis comes back.
  await page.route('**/generate-analysis', (route) => route.abort('connectionreset'));
  const dialog = await openAnalysisDialog(page, 'New List');
  await dialog.getByLabel('Question').fill('Which risks come up most?');
  await dialog.getByRole('button', { name: 'Generate List' }).click();
  await expect(toast(page)).toContainText('Error');
  await expect(toast(page)).toContainText('Failed to generate analysis. Please try again.');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText(
    'Failed to generate analysis. Please try again. Network error',
  );
  await expect(dialog.getByLabel('Question')).toHaveValue('Which risks come up most?');
  await expectNoSeriousA11yViolations(page);
});

function firstOf<T>(list: readonly T[]): T {
  const [first] = list;
  if (first === undefined) throw new Error('expected a non-empty list');
  return first;
}

/** Text for use inside a RegExp, matched literally. */
function literal(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
