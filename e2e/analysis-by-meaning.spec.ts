import { expect, type Locator, type Page } from '@playwright/test';
import type { AnalysisResult } from '../sync/contract/customer';
import { PHONE, screenshotAtBothWidths } from './support/pageChecks';
import { patience } from './support/patience';
import { test } from './support/test';

/**
 * Custom Analysis by meaning, on the seeded ESG project: a graph whose parameters are
 * discussed in other words, every company named in full on the chart, and a bar's
 * answers opened from the keyboard, as people read them.
 */

const PROJECT_PATH = '/customer/prj_demo_esg?tab=analysis';
const PARAMETERS = [
  'Scope 3 emissions',
  'sustainability-linked lending',
  'disagreement between ESG ratings',
  'jet-fuel hedging',
];

test.setTimeout(patience(120_000));

async function signIn(page: Page) {
  const login = await page.request.post('/api/login', {
    data: { username: 'customer', password: 'parley-demo' },
  });
  expect(login.status(), await login.text()).toBe(200);
}

async function generateGraph(page: Page, question: string): Promise<AnalysisResult> {
  await page.getByRole('button', { name: 'New Graph' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Graph' });
  await dialog.getByLabel('Question').fill(question);
  await dialog.getByLabel('Parameters').fill(PARAMETERS.join(', '));
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().includes('/generate-analysis') && r.request().method() === 'POST',
    ),
    dialog.getByRole('button', { name: 'Generate Graph' }).click(),
  ]);
  expect(response.status(), await response.text()).toBe(200);
  await expect(dialog).toBeHidden();
  return (await response.json()) as AnalysisResult;
}

/** Bars lie on their side: the companies are the labels that are not counts. */
const companyTicks = (chart: Locator) =>
  chart.locator('.recharts-cartesian-axis-tick-value').filter({ hasNotText: /^\d+$/ });

/** The company labels drawn on the chart, lines of a wrapped name joined by spaces. */
function axisNames(chart: Locator) {
  return companyTicks(chart).evaluateAll((ticks) =>
    ticks.map((tick) => {
      const lines = [...tick.querySelectorAll('tspan')].map((line) => line.textContent ?? '');
      return (lines.length > 0 ? lines.join(' ') : (tick.textContent ?? '')).trim();
    }),
  );
}

/**
 * Every company label lies inside the chart's drawing: nothing cut at an edge. All labels
 * are read in one snapshot, and again until they fit: the chart redraws its ticks after a
 * resize, and a label read while it was being replaced had no box (a CI failure).
 */
async function expectLabelsInside(chart: Locator) {
  const labelsCut = () =>
    chart.evaluate((drawing) => {
      const edge = drawing.getBoundingClientRect();
      const labels = [...drawing.querySelectorAll('.recharts-cartesian-axis-tick-value')].filter(
        (tick) => !/^\d+$/.test((tick.textContent ?? '').trim()),
      );
      if (labels.length === 0) return ['(no company label drawn)'];
      return labels.flatMap((tick) => {
        const label = tick.getBoundingClientRect();
        const cut = label.left < edge.left - 1 || label.right > edge.right + 1;
        return cut ? [tick.textContent ?? ''] : [];
      });
    });
  await expect.poll(labelsCut).toEqual([]);
}

test('a graph counts by meaning, names companies in full and opens a bar’s answers from the keyboard', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(PROJECT_PATH);
  const question = `Which ESG subjects come up at each bank? (${Date.now()})`;
  const graph = await generateGraph(page, question);

  // Counted by meaning: ratings that "disagree", loans for "lending"; nobody hedges jet fuel.
  const total = (parameter: string) => graph.series.find((s) => s.parameter === parameter)!.total;
  expect(total('disagreement between ESG ratings')).toBeGreaterThan(0);
  expect(total('sustainability-linked lending')).toBeGreaterThanOrEqual(2);
  expect(total('jet-fuel hedging')).toBe(0);

  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: question }) });
  const chart = card.getByRole('img', { name: /^Bar chart/ });
  await expect(chart).toBeVisible();

  // Every company in full, at desktop and phone widths.
  for (const size of [{ width: 1280, height: 800 }, PHONE]) {
    await page.setViewportSize(size);
    await expect
      .poll(async () => [...(await axisNames(chart))].sort())
      .toEqual([...graph.companies].sort());
    await expectLabelsInside(chart);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await card.scrollIntoViewIfNeeded();
  await screenshotAtBothWidths(page, 'analysis-by-meaning-graph');

  // The keyboard's way to a bar: the data table's counts are buttons.
  const toggle = card.getByRole('button', { name: 'Show data table' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const table = card.getByRole('table');
  await expect(table).toBeVisible();
  const seriesIndex = graph.series.findIndex(
    (s) => s.parameter === 'sustainability-linked lending',
  );
  const lending = graph.series[seriesIndex]!;
  const companyIndex = lending.values.findIndex((value) => value > 0);
  const company = graph.companies[companyIndex]!;
  const count = lending.values[companyIndex]!;
  const countButton = table.getByRole('button', {
    name: `${count} answer${count === 1 ? '' : 's'} from ${company} on “sustainability-linked lending”: show them`,
  });
  // Tab from the toggle through the table to that count.
  await page.keyboard.press('Tab');
  for (
    let i = 0;
    i < 40 && !(await countButton.evaluate((b) => b === document.activeElement));
    i++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(countButton).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', {
    name: `“sustainability-linked lending” at ${company}`,
  });
  await expect(dialog).toBeVisible();
  const answers = dialog.getByRole('list', { name: 'Answers counted' }).getByRole('listitem');
  const expected = lending.answers![companyIndex]!;
  await expect(answers).toHaveCount(expected.length);
  for (const [index, citation] of expected.entries()) {
    const item = answers.nth(index);
    await expect(item).toContainText(`“${citation.quote}”`);
    await expect(item).toContainText(`${citation.expertName}, ${citation.company}`);
    await expect(item).toContainText(`Q: ${citation.questionText}`);
  }
  // People read names and questions, never ids.
  const text = (await dialog.textContent()) ?? '';
  expect(text).not.toMatch(/\b(int|ans|qst|prj)_[a-z0-9_]+/);
  await screenshotAtBothWidths(page, 'analysis-by-meaning-bar-answers', { fullPage: false });

  // An answer opens its transcript at that answer, as citations do.
  const firstAnswer = answers.first().getByRole('button');
  for (
    let i = 0;
    i < 5 && !(await firstAnswer.evaluate((b) => b === document.activeElement));
    i++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(firstAnswer).toBeFocused();
  await page.keyboard.press('Enter');
  const transcript = page.getByRole('dialog', { name: 'Interview Transcript' });
  await expect(transcript).toBeVisible();
  await expect(transcript.locator(`[id="answer-${expected[0]!.answerId}"]`)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(transcript).toBeHidden();

  // And with a pointer, a bar itself opens its answers.
  await chart.locator('.recharts-bar-rectangle path').first().click();
  await expect(page.getByRole('dialog', { name: /^“.+” at / })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a line chart names every company in full too, and a point opens its answers', async ({
  page,
}) => {
  await signIn(page);
  const question = `Subjects along the banks (${Date.now()})`;
  const response = await page.request.post('/api/customer/Meridian%20Capital/generate-analysis', {
    data: {
      type: 'graph',
      graphType: 'line',
      question,
      parameters: PARAMETERS,
      projectId: 'prj_demo_esg',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const graph = (await response.json()) as AnalysisResult;
  await page.goto(PROJECT_PATH);
  const chart = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: question }) })
    .getByRole('img', { name: /^Line chart/ });
  for (const size of [{ width: 1280, height: 800 }, PHONE]) {
    await page.setViewportSize(size);
    await chart.scrollIntoViewIfNeeded();
    await expect
      .poll(async () => [...(await axisNames(chart))].sort())
      .toEqual([...graph.companies].sort());
    await expectLabelsInside(chart);
  }

  // A point counts the answers of one parameter at one company, as a bar does. Take one
  // no later line covers (lines drawn later lie on top where their counts are equal).
  const { seriesIndex, companyIndex } = graph.series
    .flatMap((series, seriesIndex) =>
      series.values.map((value, companyIndex) => ({ seriesIndex, companyIndex, value })),
    )
    .find(
      ({ seriesIndex, companyIndex, value }) =>
        value > 0 &&
        graph.series.slice(seriesIndex + 1).every((later) => later.values[companyIndex] !== value),
    )!;
  const point = chart
    .locator('.recharts-line-dots')
    .nth(seriesIndex)
    .locator('circle')
    .nth(companyIndex);
  // Hovering draws the point's larger active dot on top of it. A click pressed on the dot
  // and released on the active dot drawn meanwhile goes to neither (a loaded machine drew
  // it between the two), so, as a hand would, press once the active dot is there.
  await point.scrollIntoViewIfNeeded();
  const box = (await point.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(centre.x, centre.y);
  await expect(chart.locator('.recharts-active-dot')).not.toHaveCount(0);
  await page.mouse.click(centre.x, centre.y);
  const dialog = page.getByRole('dialog', {
    name: `“${graph.series[seriesIndex]!.parameter}” at ${graph.companies[companyIndex]}`,
  });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('list', { name: 'Answers counted' }).getByRole('listitem'),
  ).toHaveCount(graph.series[seriesIndex]!.answers![companyIndex]!.length);
});
