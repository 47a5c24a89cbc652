import { expect, type Locator, type Page } from '@playwright/test';
import type { ClientDashboard } from '../sync/contract/analytics';
import type { Insight, SearchResult } from '../sync/contract/customer';
import { adminApi, createInterview } from './support/interviews';
import { expectNoSeriousA11yViolations, screenshotAtBothWidths } from './support/pageChecks';
import { patience } from './support/patience';
import { test } from './support/test';

const CLIENT = 'Meridian Capital';
const PAGE_PATH = '/customer/Meridian%20Capital';
const API = '/api/customer/Meridian%20Capital';
/** A GET of this client's `resource`, whatever its query (lists are read a page at a time). */
const read = (resource: string) => new RegExp(`${API.replaceAll('/', '\\/')}\\/${resource}(\\?|$)`);

test.setTimeout(patience(90_000));

async function signIn(page: Page, username: string) {
  const login = await page.request.post('/api/login', {
    data: { username, password: 'parley-demo' },
  });
  expect(login.status(), await login.text()).toBe(200);
}

async function openDashboard(page: Page, username = 'customer') {
  await signIn(page, username);
  await page.goto(PAGE_PATH);
}

async function apiJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

const dashboardQuery = (filters: { company?: string; topic?: string } = {}) => {
  const query = new URLSearchParams(filters).toString();
  return `${API}/dashboard${query ? `?${query}` : ''}`;
};

/** `/api/search` for this client: the best 50, as many as the app shows. */
const searchQuery = (query: { q: string; company?: string; topic?: string }) =>
  `/api/search?${new URLSearchParams({ ...query, client: CLIENT })}`;

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const toast = (page: Page) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('alertdialog');
const responses = (page: Page) => region(page, 'Recent Interview Responses').getByRole('article');

/** The spec's ring: r = 40, circumference 251.2, the empty part by the percent. */
const ringOffset = (percent: number) => 251.2 - (percent / 100) * 251.2;

/** The spec's preview: 150 characters, then '...'. */
const preview = (text: string) => (text.length > 150 ? `${text.slice(0, 150).trimEnd()}...` : text);

/** Every figure on screen equals the API's for the same filters. */
async function expectFigures(page: Page, dashboard: ClientDashboard) {
  const { completed, total, percent } = dashboard.completion;
  const completion = region(page, 'Interview Completion');
  await expect(completion).toContainText(`${completed} of ${total} experts completed`);
  await expect(completion.getByRole('img')).toHaveAccessibleName(
    `${percent}% of interviews completed`,
  );
  const ring = completion.locator('circle[stroke-dasharray]');
  await expect(ring).toHaveAttribute('stroke-dasharray', '251.2');
  const offset = Number(await ring.getAttribute('stroke-dashoffset'));
  expect(offset).toBeCloseTo(ringOffset(percent), 3);

  const quality = region(page, 'Response Quality');
  expect(dashboard.responseQuality).toHaveLength(3);
  for (const figure of dashboard.responseQuality) {
    const row = quality.getByRole('group', { name: figure.label });
    await expect(row).toContainText(figure.percent === null ? '—' : `${figure.percent}%`);
    if (figure.denominator > 0) {
      await expect(row).toContainText(`${figure.numerator} of ${figure.denominator}`);
    }
  }

  const trend = region(page, 'Trend Analysis');
  const topics = trend.getByRole('list', { name: 'Topic Frequency' }).getByRole('listitem');
  await expect(topics).toHaveCount(dashboard.topics.items.length);
  for (const [index, topic] of dashboard.topics.items.entries()) {
    const item = topics.nth(index);
    await expect(item).toContainText(topic.label);
    await expect(item).toContainText(`${topic.answers} answer`);
    // The spec's bar: value / 20 of the track.
    await expect(item.locator('[aria-hidden="true"] > div')).toHaveAttribute(
      'style',
      `width: ${Math.min(100, (topic.answers * 100) / 20)}%;`,
    );
  }
  const sentiment = trend.getByRole('list', { name: 'Sentiment' }).getByRole('listitem');
  const { percentages } = dashboard.sentiment;
  await expect(sentiment).toHaveText([
    new RegExp(`Positive${percentages.positive}% \\(${dashboard.sentiment.positive} of`),
    new RegExp(`Neutral${percentages.neutral}% \\(${dashboard.sentiment.neutral} of`),
    new RegExp(`Negative${percentages.negative}% \\(${dashboard.sentiment.negative} of`),
  ]);
}

async function expectResponses(page: Page, expected: { expertName: string; company: string }[]) {
  await expect(responses(page)).toHaveCount(expected.length);
  await expect(responses(page).getByRole('heading')).toHaveText(
    expected.map((row) => row.expertName),
  );
  for (const [index, row] of expected.entries()) {
    await expect(responses(page).nth(index)).toContainText(row.company);
  }
}

async function choose(page: Page, field: 'Company' | 'Topic', option: string) {
  // A select's button is named by its value, then its label: 'All Companies Company'.
  await page.getByRole('button', { name: new RegExp(`${field}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Keyboard focus on an ⓘ button opens its tooltip at once (no hover delay). */
async function expectTooltip(page: Page, button: Locator, text: string) {
  // Reached with the keyboard: from the control before it, Tab.
  await button.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText(text);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
}

test('every figure, insight and response is the one the API gives the customer', async ({
  page,
}) => {
  await openDashboard(page);
  const dashboard = await apiJson<ClientDashboard>(page, dashboardQuery());
  const insights = await apiJson<Insight[]>(page, `${API}/insights`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CLIENT);
  await expect(page.getByRole('banner')).toContainText('Customer Dashboard');
  // A customer is led back to their projects, not to the staff tools.
  await expect(page.getByRole('link', { name: '← Back to your projects' })).toHaveAttribute(
    'href',
    '/customer',
  );
  await expect(page.getByRole('link', { name: 'Employee Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Expert Interface' })).toHaveCount(0);

  // Key Insights Summary: the first three, with what each rests on.
  expect(insights.length).toBeGreaterThanOrEqual(3);
  const cards = region(page, 'Key Insights Summary').getByRole('article');
  await expect(cards).toHaveCount(3);
  for (const [index, insight] of insights.slice(0, 3).entries()) {
    await expect(cards.nth(index).getByRole('heading')).toHaveText(insight.title);
    // The findings, then each quote on its own line under them.
    const [lead, ...quotes] = insight.content.split(/ (?=“)/);
    await expect(cards.nth(index)).toContainText(lead!);
    await expect(
      cards
        .nth(index)
        .getByRole('list', { name: `Quotes on ${insight.title}` })
        .getByRole('listitem'),
    ).toHaveText(quotes);
    await expect(cards.nth(index)).toContainText(
      `Based on ${insight.interviewIds.length || 1} expert responses`,
    );
  }

  await expectFigures(page, dashboard);
  // Recent responses: the API's newest completed interviews, each with its newest answer.
  expect(dashboard.recentResponses.length).toBeGreaterThan(0);
  await expectResponses(page, dashboard.recentResponses);
  const first = dashboard.recentResponses[0]!;
  await expect(responses(page).first()).toContainText(preview(first.answer.answerText));
  await expect(responses(page).first().locator('time')).toHaveText(
    /^(< 1h ago|\d+h ago|\d+d ago)$/,
  );

  // Each figure says how it was computed, by keyboard as well as by pointer.
  await expectTooltip(
    page,
    page.getByRole('button', { name: 'How Interview Completion is computed' }),
    dashboard.completion.explanation,
  );
  await expectTooltip(
    page,
    page.getByRole('button', { name: 'How Sentiment is computed' }),
    dashboard.sentiment.explanation,
  );
  // Pressed, the explanation stays on the page (how touch screens read it).
  const specificity = dashboard.responseQuality[1]!;
  const explain = page.getByRole('button', { name: `How ${specificity.label} is computed` });
  await explain.click();
  await expect(explain).toHaveAttribute('aria-expanded', 'true');
  await expect(region(page, 'Response Quality')).toContainText(specificity.explanation);

  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotAtBothWidths(page, 'client-dashboard');
});

test('skeletons while loading; a failed read says so and Retry recovers', async ({ page }) => {
  await signIn(page, 'customer');
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  for (const path of ['insights', 'interviews', 'dashboard'].map(read)) {
    await page.route(path, async (route) => {
      await released;
      await route.continue();
    });
  }
  await page.goto(PAGE_PATH);
  await expect(page.getByRole('status').filter({ hasText: 'Loading key insights' })).toBeAttached();
  await expect(
    page.getByRole('status').filter({ hasText: 'Loading interview responses' }),
  ).toBeAttached();
  await expect(region(page, 'Interview Completion').locator('[aria-busy="true"]')).toBeAttached();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'client-dashboard-loading');
  release();
  await expect(region(page, 'Interview Completion')).toContainText('experts completed');
  await page.unrouteAll();

  // The figures and the insights fail to load: each says what failed, and Retry works.
  // Real failures: the figures' request is aborted, and the insights' request is answered
  // by a server that is not there (the connection is refused), as when it goes down.
  await page.route(read('dashboard'), (route) => route.abort());
  await page.route(read('insights'), (route) => route.abort('connectionrefused'));
  await page.reload();
  const figuresFailed = page.getByRole('alert').filter({
    hasText: 'Could not compute the dashboard figures.',
  });
  await expect(figuresFailed).toBeVisible();
  const insightsFailed = page.getByRole('alert').filter({
    hasText: 'Could not load the key insights.',
  });
  await expect(insightsFailed).toContainText('Network error');
  await expectNoSeriousA11yViolations(page);
  await page.unrouteAll();
  await figuresFailed.getByRole('button', { name: 'Retry' }).click();
  await expect(region(page, 'Interview Completion')).toContainText('experts completed');
  await insightsFailed.getByRole('button', { name: 'Retry' }).click();
  await expect(region(page, 'Key Insights Summary').getByRole('article')).toHaveCount(3);
});

test('New Analysis regenerates the insights, says so, and a failure says so too', async ({
  page,
}) => {
  await openDashboard(page);
  await expect(region(page, 'Key Insights Summary').getByRole('article')).toHaveCount(3);

  // Hold the request a moment so the pending label can be seen; it then goes through.
  await page.route('**/generate-insights', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.getByRole('button', { name: 'New Analysis' }).click();
  await expect(page.getByRole('button', { name: 'Generating...' })).toBeVisible();
  await expect(toast(page)).toContainText('Insights Generated');
  await expect(page.getByRole('button', { name: 'New Analysis' })).toBeEnabled();
  const insights = await apiJson<Insight[]>(page, `${API}/insights`);
  await expect(region(page, 'Key Insights Summary').getByRole('heading', { level: 3 })).toHaveText(
    insights.slice(0, 3).map((insight) => insight.title),
  );

  await page.unroute('**/generate-insights');
  await page.route('**/generate-insights', (route) => route.abort());
  await page.getByRole('button', { name: 'New Analysis' }).click();
  await expect(toast(page)).toContainText('Error');
  await expect(toast(page)).toContainText('Failed to generate insights. Please try again.');
});

test('search is debounced, shows matching answers, and says when nothing matches', async ({
  page,
}) => {
  // The page's clock is ours to stop, so the debounce is measured, not raced.
  await page.clock.install();
  await openDashboard(page);
  await expect(responses(page).first()).toBeVisible();
  const searches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/search') searches.push(request.url());
  });

  const search = page.getByRole('searchbox', { name: 'Search responses' });
  await page.clock.pauseAt(Date.now() + 60_000);
  await search.pressSequentially('emissions');
  await expect(page.getByRole('status').filter({ hasText: 'Searching...' })).toBeVisible();
  await page.clock.runFor(299);
  expect(searches).toEqual([]);
  await page.clock.runFor(1);
  await page.clock.resume();
  const expected = await apiJson<SearchResult[]>(
    page,
    `/api/search?q=emissions&client=${encodeURIComponent(CLIENT)}`,
  );
  expect(expected.length).toBeGreaterThan(0);
  await expectResponses(page, expected);
  await expect(responses(page).first()).toContainText(preview(expected[0]!.answerText));
  // One request for the word typed, none for the letters on the way.
  expect(searches).toHaveLength(1);
  expect(new URL(searches[0]!).searchParams.get('q')).toBe('emissions');
  expect(new URL(searches[0]!).searchParams.get('client')).toBe(CLIENT);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'client-dashboard-search');

  await search.fill('zzqxvplonk');
  await expect(page.getByText('No results found for "zzqxvplonk"')).toBeVisible();
  await expect(responses(page)).toHaveCount(0);

  // Cleared: the recent responses are back, and nothing more is asked of the server.
  const before = searches.length;
  await search.fill('');
  const dashboard = await apiJson<ClientDashboard>(page, dashboardQuery());
  await expectResponses(page, dashboard.recentResponses);
  expect(searches).toHaveLength(before);
});

test('the company and topic filters narrow the figures and the lists', async ({ page }) => {
  await openDashboard(page);
  const all = await apiJson<ClientDashboard>(page, dashboardQuery());
  await expectFigures(page, all);

  // The choices: every company, and the topics of all the answers.
  await page.getByRole('button', { name: /Company$/ }).click();
  await expect(page.getByRole('option')).toHaveText(['All Companies', ...all.companies]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Topic$/ }).click();
  await expect(page.getByRole('option')).toHaveText([
    'All Topics',
    ...all.topics.items.map((topic) => topic.label),
  ]);
  await page.keyboard.press('Escape');

  const company = 'Northbridge Bank';
  expect(all.companies).toContain(company);
  await choose(page, 'Company', company);
  const byCompany = await apiJson<ClientDashboard>(page, dashboardQuery({ company }));
  expect(byCompany.completion.total).toBeLessThan(all.completion.total);
  await expectFigures(page, byCompany);
  const recent = byCompany.recentResponses;
  expect(recent.length).toBeGreaterThan(0);
  for (const row of recent) expect(row.company).toBe(company);
  await expectResponses(page, recent);

  // Search results keep to the company too: the server filters them, a full page.
  const searches: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/search') searches.push(url);
  });
  await page.getByRole('searchbox', { name: 'Search responses' }).fill('AI');
  const results = await apiJson<SearchResult[]>(page, searchQuery({ q: 'AI' }));
  const ofCompany = await apiJson<SearchResult[]>(page, searchQuery({ q: 'AI', company }));
  expect(ofCompany.length).toBeGreaterThan(0);
  expect(ofCompany.length).toBeLessThan(results.length);
  for (const result of ofCompany) expect(result.company).toBe(company);
  await expectResponses(page, ofCompany);
  expect(searches.at(-1)?.searchParams.get('company')).toBe(company);
  expect(searches.at(-1)?.searchParams.has('topic')).toBe(false);
  await page.getByRole('searchbox', { name: 'Search responses' }).fill('');

  const topic = all.topics.items[0]!.label;
  await choose(page, 'Topic', topic);
  const both = await apiJson<ClientDashboard>(page, dashboardQuery({ company, topic }));
  expect(both.filters).toEqual({ company, topic });
  await expectFigures(page, both);
  await expect(region(page, 'Interview Completion')).toContainText(
    `${both.completion.completed} of ${both.completion.total} experts completed`,
  );
  // The lists keep to the topic too: recent responses answer about it, and so do the
  // search results, which the server narrows with the same filters.
  await expectResponses(page, both.recentResponses);
  for (const row of both.recentResponses) expect(row.company).toBe(company);
  // A word whose matches at the company are partly about the topic and partly not, so
  // the narrowing shows.
  let word: string | undefined;
  let onTopic: SearchResult[] = [];
  for (const candidate of ['data', 'rates', 'capital', 'risk', 'AI', 'ESG', 'clients']) {
    const atCompany = await apiJson<SearchResult[]>(page, searchQuery({ q: candidate, company }));
    const about = await apiJson<SearchResult[]>(
      page,
      searchQuery({ q: candidate, company, topic }),
    );
    const atCompanyIds = atCompany.map((result) => result.id);
    for (const result of about) expect(atCompanyIds).toContain(result.id);
    if (about.length > 0 && about.length < atCompany.length) {
      word = candidate;
      onTopic = about;
      break;
    }
  }
  expect(word, 'a search word that the topic narrows').toBeDefined();
  await page.getByRole('searchbox', { name: 'Search responses' }).fill(word!);
  await expectResponses(page, onTopic);
  await expect(
    region(page, 'Recent Interview Responses').getByRole('status').filter({ hasText: 'match' }),
  ).toHaveText(
    `${onTopic.length} ${onTopic.length === 1 ? 'answer matches' : 'answers match'} "${word}"`,
  );
  expect(Object.fromEntries(searches.at(-1)!.searchParams)).toMatchObject({
    q: word,
    client: CLIENT,
    company,
    topic,
  });
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotAtBothWidths(page, 'client-dashboard-filtered-search');
  await page.getByRole('searchbox', { name: 'Search responses' }).fill('');
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotAtBothWidths(page, 'client-dashboard-filtered');

  await choose(page, 'Company', 'All Companies');
  await choose(page, 'Topic', 'All Topics');
  await expectFigures(page, all);
});

test('markup in an answer is shown as text and never runs', async ({ page, baseURL }) => {
  const admin = await adminApi(baseURL!);
  const { id } = await createInterview(admin, ['What worries you about xylophonic risk?'], {
    maxFollowupsPerQuestion: 0,
  });
  const hostile =
    'Xylophonic risk <img src=x onerror="window.__pwned=1"> is real <script>window.__pwned=2</script> end.';
  const state = await admin.get(`/api/expert/${id}/current-question`);
  const { question } = (await state.json()) as { question: { id: string } };
  const answer = await admin.post(`/api/expert/${id}/answer`, {
    data: { questionId: question.id, answerText: hostile },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const finish = await admin.post(`/api/expert/${id}/finish`, { data: {} });
  expect(finish.ok(), await finish.text()).toBe(true);
  await admin.dispose();

  await openDashboard(page);
  // The newest completed interview: its answer heads the list, as plain text.
  await expect(responses(page).first()).toContainText(hostile);
  await page.getByRole('searchbox', { name: 'Search responses' }).fill('xylophonic');
  await expect(responses(page)).toHaveCount(1);
  await expect(responses(page).first()).toContainText(hostile);
  expect(await page.locator('main img').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

test("admins get the staff links; customer2 is refused Meridian Capital's dashboard", async ({
  page,
}) => {
  await openDashboard(page, 'admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CLIENT);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Employee Dashboard' })).toHaveAttribute(
    'href',
    '/admin',
  );
  await expect(nav.getByRole('link', { name: 'Expert Interface' })).toHaveAttribute(
    'href',
    '/expert/demo',
  );
  await expect(nav.getByRole('link', { name: 'Customer Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(region(page, 'Interview Completion')).toContainText('experts completed');

  // customer2 (Harbor Bank), on Meridian Capital's address.
  await page.context().clearCookies();
  await openDashboard(page, 'customer2');
  const refused = page.getByRole('alert');
  await expect(refused).toContainText("You don't have access to this client's data");
  await expect(page.getByRole('link', { name: 'Back to your projects' })).toHaveAttribute(
    'href',
    '/customer',
  );
  await expect(page.getByRole('button', { name: 'Export Report' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New Analysis' })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('Meridian');
  await expect(page.locator('body')).not.toContainText('Key Insights Summary');
  await expect(page.getByRole('article')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'client-dashboard-refused');
});
