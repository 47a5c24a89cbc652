import { expect, type Page } from '@playwright/test';
import type { InterviewTranscript, ProjectSummary } from '../sync/contract/analytics';
import { expectNoSeriousA11yViolations, screenshotAtBothWidths } from './support/pageChecks';
import { patience } from './support/patience';
import { test } from './support/test';

const DEMO_PASSWORD = 'parley-demo';
const ESG = 'prj_demo_esg';
/** The example of a vague key quote; it must not be picked. */
const VAGUE_QUOTE = 'But most clients still ask about price first.';

test.setTimeout(patience(90_000));

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

test('Key Insights show per question the consensus, the disagreement, figures and specific quotes', async ({
  page,
}) => {
  const login = await page.request.post('/api/login', {
    data: { username: 'customer', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  await page.goto(`/customer/${ESG}`);
  const executive = page.getByRole('region', { name: 'Executive Summary' });
  await expect(executive).toBeVisible();
  const summary = await getJson<ProjectSummary>(page, `/api/projects/${ESG}/summary`);

  // Findings in words, not "data (10 answers)".
  await expect(executive).toContainText(summary.executiveSummary.text);
  await expect(executive).toContainText(/On [^,]+, (all \d+|\d+ of \d+) experts discuss /);
  await expect(executive).not.toContainText(/\(\d+ answers?\)/);

  const cards = page.getByRole('region', { name: 'Question Summaries' }).getByRole('article');
  await expect(cards).toHaveCount(summary.questions.length);
  for (const [index, question] of summary.questions.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(question.title);
    await expect(card.getByRole('heading', { level: 4 }).first()).toHaveText('Consensus');
    if (question.consensus) await expect(card).toContainText(question.consensus.text);
    await expect(card).toContainText(question.disagreement.text);
    const figures = card.getByRole('list', { name: `Figures on ${question.title}` });
    await expect(figures.getByRole('button')).toHaveCount(question.figures.length);
    for (const [position, figure] of question.figures.entries()) {
      const line = figures.getByRole('button').nth(position);
      await expect(line).toContainText(figure.figure);
      await expect(line).toContainText(`${figure.expertName}, ${figure.company}`);
    }
    const quotes = card.getByRole('list', { name: `Quotes on ${question.title}` });
    await expect(quotes.getByRole('button')).toHaveCount(question.quotes.length);
    expect(question.quotes.length).toBeLessThanOrEqual(3);
  }
  const figureCount = summary.questions.reduce((sum, question) => sum + question.figures.length, 0);
  expect(figureCount).toBeGreaterThan(3);

  // No internal id where a person reads, and not the vague quote the issue complained about.
  const tabText = (await page.getByRole('tabpanel').textContent()) ?? '';
  expect(tabText).not.toMatch(/\b(ans|int|prj|qst)_\w+/);
  expect(tabText).not.toContain(VAGUE_QUOTE);

  // A figure opens the transcript at the answer it comes from, like a quote.
  const question = summary.questions.find((candidate) => candidate.figures.length > 0)!;
  const figure = question.figures[0]!;
  const transcript = await getJson<InterviewTranscript>(
    page,
    `/api/interviews/${figure.interviewId}/transcript`,
  );
  const answer = transcript.questions.find((item) => item.answer?.id === figure.answerId)?.answer;
  expect(answer!.answerText).toContain(figure.quote);
  await page
    .getByRole('list', { name: `Figures on ${question.title}` })
    .getByRole('button')
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Interview Transcript' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(figure.company);
  await expect(page.locator(':focus')).toContainText(figure.quote);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'key-insights');
});
