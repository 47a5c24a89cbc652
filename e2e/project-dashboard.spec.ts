import { expect, type Locator, type Page, type Route } from '@playwright/test';
import type { InterviewTranscript, ProjectSummary } from '../sync/contract/analytics';
import type { AskAiResponse, Citation } from '../sync/contract/customer';
import type { Interview } from '../sync/contract/interviews';
import type { Project } from '../sync/contract/projects';
import { adminApi, createInterview } from './support/interviews';
import { expectNoSeriousA11yViolations, screenshotAtBothWidths } from './support/pageChecks';
import { patience } from './support/patience';
import { test } from './support/test';

const DEMO_PASSWORD = 'parley-demo';
const GROWTH = 'prj_demo_growth_equity';
const ESG = 'prj_demo_esg';
const ESG_QUESTION = 'What do experts say about ESG integration?';
const FAILURE = 'Unable to process your question. Please try again.';
const WEB_NOTE = 'Response includes both expert interview data and current market information';

test.setTimeout(patience(90_000));

async function signIn(page: Page, username: string) {
  const login = await page.request.post('/api/login', {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
}

async function openProject(page: Page, projectId: string, username = 'customer', query = '') {
  await signIn(page, username);
  await page.goto(`/customer/${projectId}${query}`);
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

const toast = (page: Page) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('alertdialog');

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

const questionBox = (page: Page) => page.getByRole('textbox', { name: 'Your question' });
const askButton = (page: Page) => page.getByRole('button', { name: 'Ask AI' });
const answers = (page: Page) => page.getByRole('list', { name: 'Answers' }).getByRole('article');

/** Every quote must be verbatim in the answer it cites, as the API's transcript has it. */
async function expectVerbatim(page: Page, citations: readonly Citation[]) {
  const transcripts = new Map<string, InterviewTranscript>();
  for (const citation of citations) {
    let transcript = transcripts.get(citation.interviewId);
    if (!transcript) {
      transcript = await getJson<InterviewTranscript>(
        page,
        `/api/interviews/${citation.interviewId}/transcript`,
      );
      transcripts.set(citation.interviewId, transcript);
    }
    expect(transcript.interview.expertName).toBe(citation.expertName);
    expect(transcript.interview.company).toBe(citation.company);
    const answer = transcript.questions.find(
      (question) => question.answer?.id === citation.answerId,
    )?.answer;
    expect(answer, `answer ${citation.answerId}`).toBeTruthy();
    expect(answer!.answerText).toContain(citation.quote);
  }
  return transcripts;
}

/** The citation buttons of a list: each names the expert and company and shows the quote. */
async function expectCitationButtons(list: Locator, citations: readonly Citation[]) {
  const buttons = list.getByRole('button');
  await expect(buttons).toHaveCount(citations.length);
  for (const [index, citation] of citations.entries()) {
    const button = buttons.nth(index);
    await expect(button).toContainText(citation.quote);
    await expect(button).toContainText(`${citation.expertName}, ${citation.company}`);
  }
}

/** Clicking a quote opens that interview's transcript with the quoted answer focused. */
async function expectTranscriptOpensAt(page: Page, button: Locator, citation: Citation) {
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Interview Transcript' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(citation.expertName);
  await expect(dialog).toContainText(citation.company);
  await expect(page.locator(':focus')).toContainText(citation.quote);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('header figures and Key Insights come from the API, and a quote opens its transcript', async ({
  page,
}) => {
  await openProject(page, GROWTH);
  const project = await getJson<Project>(page, `/api/projects/${GROWTH}`);
  const interviews = (await getJson<Interview[]>(page, '/api/interviews')).filter(
    (interview) => interview.projectId === GROWTH,
  );
  const completed = interviews.filter((interview) => interview.status === 'completed').length;
  const companies = new Set(interviews.map((interview) => interview.company)).size;
  expect(completed).toBeGreaterThan(1);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.name);
  await expect(
    page.getByText(`Market Research Dashboard - ${completed} expert interviews completed`),
  ).toBeVisible();
  await expect(page.getByText(`${companies} companies`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${completed} completed`, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute(
    'href',
    '/customer',
  );
  await expect(page.getByRole('tab')).toHaveText([
    'Key Insights',
    'AI Q&A',
    'Interview Transcripts',
    'Custom Analysis',
  ]);
  await expect(tab(page, 'Key Insights')).toHaveAttribute('aria-selected', 'true');

  // Stored on first read: the API's answer now is what the page shows.
  const executive = page.getByRole('region', { name: 'Executive Summary' });
  await expect(executive).toBeVisible();
  const summary = await getJson<ProjectSummary>(page, `/api/projects/${GROWTH}/summary`);
  expect(summary.answers).toBeGreaterThan(0);
  expect(summary.questions).toHaveLength(project.baseQuestions.length);
  await expect(executive).toContainText(summary.executiveSummary.text);
  await expectCitationButtons(
    executive.getByRole('list', { name: 'Key quotes' }),
    summary.executiveSummary.quotes,
  );
  const cards = page.getByRole('region', { name: 'Question Summaries' }).getByRole('article');
  await expect(cards).toHaveCount(summary.questions.length);
  for (const [index, question] of summary.questions.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(question.title);
    await expect(card).toContainText(question.lead);
    await expect(card).toContainText(
      `${question.answers} ${question.answers === 1 ? 'answer' : 'answers'}`,
    );
    await expectCitationButtons(
      card.getByRole('list', { name: `Quotes on ${question.title}` }),
      question.quotes,
    );
  }
  await expectVerbatim(page, [
    ...summary.executiveSummary.quotes,
    ...summary.questions.flatMap((question) => question.quotes),
  ]);
  await expect(page.getByText('New answers have arrived')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'project-insights');

  const first = summary.executiveSummary.quotes[0]!;
  await expectTranscriptOpensAt(
    page,
    executive.getByRole('button', { name: new RegExp(first.expertName) }).first(),
    first,
  );
  await expectNoSeriousA11yViolations(page);

  // The tab is in the address: a reload opens AI Q&A again.
  await tab(page, 'AI Q&A').click();
  await expect(page).toHaveURL(new RegExp(`/customer/${GROWTH}\\?tab=ai-qa$`));
  await expect(questionBox(page)).toBeVisible();
  await page.reload();
  await expect(tab(page, 'AI Q&A')).toHaveAttribute('aria-selected', 'true');
  await expect(questionBox(page)).toBeVisible();
});

test('AI Q&A answers from the project with cited, verbatim sources, and keeps earlier answers', async ({
  page,
}) => {
  await openProject(page, ESG, 'customer', '?tab=ai-qa');
  await expect(askButton(page)).toBeDisabled();
  await questionBox(page).fill('   ');
  await expect(askButton(page)).toBeDisabled();

  // Hold the answer back to see the pending state; read what the page sends.
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bodies: unknown[] = [];
  await page.route('**/ask-ai', async (route: Route) => {
    bodies.push(route.request().postDataJSON());
    await released;
    await route.continue();
  });
  const answered = page.waitForResponse((response) => response.url().endsWith('/ask-ai'));
  await questionBox(page).fill(ESG_QUESTION);
  await askButton(page).click();
  const pending = page.getByRole('button', { name: 'Analyzing...' });
  await expect(pending).toBeVisible();
  await expect(pending).toBeDisabled();
  release();
  const reply = (await (await answered).json()) as AskAiResponse;
  expect(bodies).toEqual([{ question: ESG_QUESTION, useWebSearch: false, projectId: ESG }]);

  await expect(toast(page)).toContainText('AI Analysis Complete');
  await expect(answers(page)).toHaveCount(1);
  const answer = answers(page).first();
  await expect(answer.getByRole('heading', { level: 3 })).toHaveText(ESG_QUESTION);
  expect(reply.citations.length).toBeGreaterThan(0);
  // Every quote shown is in its interview's transcript, and from this project only.
  const transcripts = await expectVerbatim(page, reply.citations);
  for (const transcript of transcripts.values()) {
    expect(transcript.interview.projectId).toBe(ESG);
  }
  // How far the interviews cover it, then each quote once: a button that opens its transcript.
  await expect(answer).toContainText(
    reply.coverage === 'answered'
      ? 'Answered from the interviews'
      : 'Partly covered by the interviews',
  );
  await expect(answer.locator('blockquote')).toHaveCount(0);
  for (const citation of reply.citations) {
    await expect(answer.getByRole('button').filter({ hasText: citation.quote })).toHaveCount(1);
  }
  // Sources read as people (expert, company, question), each cited answer once, no ids.
  const sources = answer.getByRole('region', { name: 'Sources' });
  const sourceButtons = sources.getByRole('list', { name: 'Sources' }).getByRole('button');
  const citedAnswers = reply.citations.filter(
    (citation, index) =>
      reply.citations.findIndex((c) => c.answerId === citation.answerId) === index,
  );
  await expect(sourceButtons).toHaveCount(citedAnswers.length);
  for (const [index, citation] of citedAnswers.entries()) {
    await expect(sourceButtons.nth(index)).toContainText(
      `${citation.expertName}, ${citation.company}, answering “${citation.questionText}”`,
    );
  }
  await expect(answer).not.toContainText(/\b(int|ans|prj|qst)_/);
  await expect(answer.getByText(WEB_NOTE)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'project-ai-qa');

  const cited = reply.citations[1] ?? reply.citations[0]!;
  await expectTranscriptOpensAt(
    page,
    answer.getByRole('button').filter({ hasText: cited.quote }),
    cited,
  );
  await expectTranscriptOpensAt(page, sourceButtons.first(), citedAnswers[0]!);

  // The local engine cannot search the web: the option says so before anyone asks.
  const webOption = page.getByRole('checkbox', { name: 'Include real-world web information' });
  await expect(webOption).toBeDisabled();
  await expect(webOption).toHaveAccessibleDescription(/Not available on this server/);
  await page.unroute('**/ask-ai');
  const second = page.waitForResponse((response) => response.url().endsWith('/ask-ai'));
  await questionBox(page).fill('How are regulators shaping ESG programmes?');
  await askButton(page).click();
  const web = (await (await second).json()) as AskAiResponse;
  expect(web.usedWebSearch).toBe(false);
  expect(web.sources.every((source) => !source.startsWith('http'))).toBe(true);
  await expect(answers(page)).toHaveCount(2);
  const newest = answers(page).first();
  await expect(newest.getByRole('heading', { level: 3 })).toHaveText(
    'How are regulators shaping ESG programmes?',
  );
  await expect(newest.getByText(WEB_NOTE)).toHaveCount(0);
  await expect(answers(page).nth(1).getByRole('heading', { level: 3 })).toHaveText(ESG_QUESTION);

  // The answers of this visit survive a look at another tab.
  await tab(page, 'Key Insights').click();
  await expect(page.getByRole('region', { name: 'Executive Summary' })).toBeVisible();
  await tab(page, 'AI Q&A').click();
  await expect(answers(page)).toHaveCount(2);
});

test('a question the project does not cover says so, with no sources', async ({ page }) => {
  // ESG is discussed in another of Meridian's projects, not in this one.
  await openProject(page, GROWTH, 'customer', '?tab=ai-qa');
  await questionBox(page).fill(ESG_QUESTION);
  await askButton(page).click();
  await expect(answers(page)).toHaveCount(1);
  await expect(answers(page).first()).toContainText('Not in the interviews');
  await expect(answers(page).first()).toContainText('do not cover this question');
  await expect(answers(page).first().getByRole('region', { name: 'Sources' })).toHaveCount(0);
});

test('a failed Ask AI shows the error box and the Analysis Failed toast', async ({ page }) => {
  await openProject(page, GROWTH, 'customer', '?tab=ai-qa');
  // A real failure: the connection drops before the answer comes back.
  await page.route('**/ask-ai', (route: Route) => route.abort('connectionreset'));
  await questionBox(page).fill('How has volatility changed underwriting?');
  await askButton(page).click();
  const box = page.getByRole('tabpanel', { name: 'AI Q&A' }).getByRole('alert');
  await expect(box).toContainText(FAILURE);
  await expect(box).toContainText('Network error');
  await expect(toast(page)).toContainText('Analysis Failed');
  await expect(toast(page)).toContainText(FAILURE);
  await expect(askButton(page)).toBeEnabled();
  await expect(answers(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'project-ai-qa-failed');

  // The next attempt that works clears the box.
  await page.unroute('**/ask-ai');
  await askButton(page).click();
  await expect(answers(page)).toHaveCount(1);
  await expect(box).toHaveCount(0);
});

test('a hostile answer is sanitized: no script runs, no handler survives, only http links', async ({
  page,
}) => {
  await openProject(page, GROWTH, 'customer', '?tab=ai-qa');
  const hostile: AskAiResponse = {
    response: [
      '<p>Summary <strong>here</strong>.</p>',
      '<img src="/does-not-exist.png" onerror="window.__xss = \'img\'" alt="probe">',
      '<script>window.__xss = "script"</script>',
      '<a href="javascript:window.__xss=\'link\'">click me</a>',
      '<p style="position:fixed;inset:0" onclick="window.__xss=\'click\'">styled</p>',
      '<form action="https://evil.example"><input name="password"></form>',
    ].join(''),
    coverage: 'answered',
    sources: ['https://example.com/market-report', 'javascript:alert(1)', 'httpbin'],
    usedWebSearch: true,
    citations: [],
  };
  // Cannot be made for real: the server escapes what it writes (api/ tests); this checks
  // the browser's sanitizer, the last line, against an answer no Parley server sends.
  await page.route('**/ask-ai', (route: Route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(hostile) }),
  );
  await questionBox(page).fill('Anything?');
  await askButton(page).click();
  const answer = answers(page).first();
  await expect(answer).toContainText('Summary here.');
  const image = answer.locator('img');
  await expect(image).toHaveCount(1);
  expect(await image.getAttribute('onerror')).toBeNull();
  // Let the image fail to load, which is when an onerror would run.
  await page.waitForTimeout(500);
  await answer.getByText('click me').click();
  await answer.getByText('styled').click();
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: string }).__xss),
  ).toBeUndefined();
  await expect(answer.locator('script, form, input, [style], [onclick]')).toHaveCount(0);
  await expect(answer.locator('a[href^="javascript"]')).toHaveCount(0);

  // Sources: only the real http address is a link, opened safely in a new tab.
  const sources = answer.getByRole('region', { name: 'Sources' });
  const link = sources.getByRole('link', { name: /example\.com\/market-report/ });
  await expect(link).toHaveAttribute('href', 'https://example.com/market-report');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  // Only the http(s) entry is a link; the others are not shown as links, or at all.
  await expect(sources.getByRole('link')).toHaveCount(1);
  await expect(sources).not.toContainText('javascript:alert(1)');
  await expect(answer.getByText(WEB_NOTE)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/customer/${GROWTH}`));
});

test('Key Insights: loading text, empty project, then stale after an answer and regenerated', async ({
  page,
  baseURL,
}) => {
  const admin = await adminApi(baseURL!);
  const question = 'How do you expect deposit pricing to change next year?';
  const created = await createInterview(admin, [question]);
  const interview = ((await (await admin.get('/api/interviews')).json()) as Interview[]).find(
    (item) => item.id === created.id,
  )!;
  const projectId = interview.projectId;

  // Held back: the first read generates the insights, and the page says so meanwhile.
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/summary', async (route: Route) => {
    await released;
    await route.continue();
  });
  await openProject(page, projectId);
  await expect(page.getByRole('status').filter({ hasText: 'Generating insights' })).toBeVisible();
  await screenshotAtBothWidths(page, 'project-insights-loading');
  release();
  await expect(page.getByText('No insights yet')).toBeVisible();
  await expect(
    page.getByText('Market Research Dashboard - 0 expert interviews completed'),
  ).toBeVisible();
  await expect(page.getByText('1 company', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'project-insights-empty');

  // The expert answers: the stored insights are now out of date.
  const state = await admin.get(`/api/expert/${created.id}/current-question`);
  const { question: current } = (await state.json()) as { question: { id: string } };
  const submitted = await admin.post(`/api/expert/${created.id}/answer`, {
    data: {
      questionId: current.id,
      answerText:
        'We expect to cut deposit rates by about 25 basis points next year, because loan demand is weak.',
    },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  await admin.dispose();
  await page.unroute('**/summary');
  await page.reload();
  const note = page.getByText('New answers have arrived');
  await expect(note).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'project-insights-stale');

  let releaseRegenerate!: () => void;
  const regenerated = new Promise<void>((resolve) => {
    releaseRegenerate = resolve;
  });
  await page.route('**/summary', async (route: Route) => {
    if (route.request().method() === 'POST') await regenerated;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByRole('button', { name: 'Regenerating...' })).toBeVisible();
  releaseRegenerate();
  await expect(toast(page)).toContainText('Insights Generated');
  await expect(note).toHaveCount(0);
  const card = page.getByRole('region', { name: 'Question Summaries' }).getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('1 answer');
  await expect(card).toContainText(question);
});

test("an unknown project id says 'Invalid project ID'", async ({ page }) => {
  await openProject(page, 'prj_doesnotexist');
  await expect(page.getByText('Invalid project ID')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'project-invalid');
  await page.getByRole('link', { name: 'Back to Projects' }).click();
  await expect(page).toHaveURL(/\/customer$/);
});

test("customer2 opening a Meridian project sees none of Meridian's data", async ({ page }) => {
  const summaryCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/summary') || request.url().includes('/ask-ai')) {
      summaryCalls.push(request.url());
    }
  });
  await openProject(page, GROWTH, 'customer2');
  await expect(page.getByText("You don't have access to this project")).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  const body = page.locator('body');
  for (const meridian of [
    'Growth Equity in a Volatile Market',
    'Meridian',
    'Ironwood',
    'Westmoor',
  ]) {
    await expect(body).not.toContainText(meridian);
  }
  expect(summaryCalls).toEqual([]);
  expect((await page.request.get(`/api/projects/${GROWTH}/summary`)).status()).toBe(403);
});

test('admins open a project dashboard too, with the way back to /admin', async ({ page }) => {
  await openProject(page, GROWTH, 'admin');
  const project = await getJson<Project>(page, `/api/projects/${GROWTH}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.name);
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
    'href',
    '/admin',
  );
  await expect(page.getByRole('region', { name: 'Executive Summary' })).toBeVisible();
});
