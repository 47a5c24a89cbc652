import { type APIRequestContext, expect, type Page, type Route } from '@playwright/test';
import type { Interview } from '../sync/contract/interviews';
import { adminApi } from './support/interviews';
import { expectNoSeriousA11yViolations, screenshotAtBothWidths } from './support/pageChecks';
import { patience } from './support/patience';
import { SessionPage } from './support/sessionPage';
import { test } from './support/test';

const DEMO_PASSWORD = 'parley-demo';
const EXPERT_EMAIL = 'expert@parley.test';
// Interviews made here belong to a client of their own, so the demo clients' figures
// (which other specs read) stay as seeded.
const TEST_CLIENT = 'Dashboard Test Client';

test.setTimeout(patience(90_000));

interface Assigned {
  id: string;
  projectName: string;
  compensation: number;
  minutes: number;
}

/** A fresh interview for the demo expert, made through the admin API. */
async function assignInterview(
  api: APIRequestContext,
  label: string,
  { compensation = 275, minutes = 45 } = {},
): Promise<Assigned> {
  const projectName = `${label} ${Date.now()}`;
  const project = await api.post('/api/projects', {
    data: {
      name: projectName,
      client: TEST_CLIENT,
      baseQuestions: ['What changed last year?', 'What comes next?', 'Who decides?'],
    },
  });
  expect(project.status(), await project.text()).toBe(201);
  const { id: projectId } = (await project.json()) as { id: string };
  const interview = await api.post('/api/interviews', {
    data: {
      projectId,
      expertName: 'Elena Expert',
      expertEmail: EXPERT_EMAIL,
      company: 'Crestline Advisory Partners',
      client: TEST_CLIENT,
      interviewDurationMinutes: minutes,
      compensation,
    },
  });
  expect(interview.status(), await interview.text()).toBe(201);
  const { id } = (await interview.json()) as { id: string };
  return { id, projectName, compensation, minutes };
}

async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/expert-dashboard$/);
}

/** The two lists as the API gives them to the signed-in expert. */
async function expertLists(page: Page) {
  const read = async (list: 'upcoming' | 'completed') => {
    const response = await page.request.get(`/api/expert-interviews/${list}`);
    expect(response.status()).toBe(200);
    return (await response.json()) as Interview[];
  };
  return { upcoming: await read('upcoming'), completed: await read('completed') };
}

/** What the four cards must read, worked out here from the API's lists. */
function expectedCards({ upcoming, completed }: { upcoming: Interview[]; completed: Interview[] }) {
  const now = new Date();
  const thisMonth = completed.filter((interview) => {
    const at = new Date(interview.completedAt!);
    return at.getFullYear() === now.getFullYear() && at.getMonth() === now.getMonth();
  });
  const earnings = completed.reduce((sum, interview) => sum + interview.compensation, 0);
  // Real lengths (started to finished); interviews without one are left out of the mean.
  const known = completed.flatMap((interview) => interview.actualDurationMinutes ?? []);
  const minutes = known.reduce((sum, length) => sum + length, 0);
  return {
    'Upcoming Interviews': String(upcoming.length),
    Completed: String(thisMonth.length),
    'Total Earnings': `$${earnings.toLocaleString('en-US')}`,
    'Avg Duration': known.length ? `${Math.round(minutes / known.length)} min` : '—',
  };
}

const card = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

async function expectCards(page: Page, expected: Record<string, string>) {
  for (const [label, value] of Object.entries(expected)) {
    await expect(card(page, label).getByText(value, { exact: true }), label).toBeVisible();
  }
}

const upcomingItem = (page: Page, projectName: string) =>
  page.getByRole('article', { name: projectName });

const historyRows = (page: Page) =>
  page.getByRole('table', { name: 'Completed interviews, newest first' }).locator('tbody tr');

const showTab = (page: Page, name: 'Upcoming Interviews' | 'Interview History') =>
  page.getByRole('tab', { name }).click();

/** 'MMM d, yyyy' in the browser's time zone, by the browser's own Intl. */
const shortDate = (page: Page, iso: string) =>
  page.evaluate(
    (value) =>
      new Date(value).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      }),
    iso,
  );

test('figures match the API; an interview started from the list and finished moves to the history', async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const assigned = await assignInterview(api, 'Dashboard finish');
  await signIn(page, 'expert');

  const before = await expertLists(page);
  expect(before.upcoming.map((i) => i.id)).toContain(assigned.id);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Elena Expert');
  await expectCards(page, expectedCards(before));
  await expect(card(page, 'Completed')).toContainText('This month');

  // Upcoming: every interview of the API, in its order, each with its way in.
  const items = page.getByRole('list', { name: 'Upcoming interviews' }).getByRole('article');
  await expect(items).toHaveCount(before.upcoming.length);
  for (const [index, interview] of before.upcoming.entries()) {
    const item = items.nth(index);
    await expect(item.getByRole('heading')).toHaveText(
      interview.projectName ?? interview.projectId,
    );
    // One already under way carries on where the expert left it.
    const started = interview.status === 'in_progress' || interview.answeredQuestions > 0;
    const way = started ? /^Continue interview/ : 'Start Interview';
    await expect(item.getByRole('link', { name: way })).toHaveAttribute(
      'href',
      `/expert/${interview.id}`,
    );
  }
  const mine = upcomingItem(page, assigned.projectName);
  await expect(mine).toContainText(TEST_CLIENT);
  await expect(mine).toContainText('TBD');
  await expect(mine).toContainText('45 min');
  await expect(mine).toContainText('$275');
  await expect(mine).toContainText('Pending');
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'expert-dashboard');

  // History: the completed ones, newest first, with date and pay.
  await showTab(page, 'Interview History');
  await expect(historyRows(page)).toHaveCount(before.completed.length);
  for (const [index, interview] of before.completed.entries()) {
    const cells = historyRows(page).nth(index).getByRole('cell');
    await expect(cells.nth(0)).toHaveText(interview.projectName ?? interview.projectId);
    await expect(cells.nth(1)).toHaveText(interview.client);
    await expect(cells.nth(2)).toHaveText(await shortDate(page, interview.completedAt!));
    await expect(cells.nth(3)).toHaveText(
      interview.actualDurationMinutes === null
        ? 'Not finished'
        : `${interview.actualDurationMinutes} min`,
    );
    await expect(cells.nth(4)).toHaveText(`$${interview.compensation.toLocaleString('en-US')}`);
    await expect(cells.nth(5)).toHaveText('Completed');
  }
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'expert-dashboard-history');

  // Start, accept, finish early: back on the dashboard it is history.
  await showTab(page, 'Upcoming Interviews');
  await mine.getByRole('link', { name: 'Start Interview' }).click();
  await expect(page).toHaveURL(new RegExp(`/expert/${assigned.id}$`));
  const session = new SessionPage(page);
  await session.acceptDisclaimer();
  await page.getByRole('button', { name: 'Finish Interview Early' }).click();
  await page
    .getByRole('alertdialog', { name: 'Finish Interview Early?' })
    .getByRole('button', { name: 'Finish Interview' })
    .click();
  await expect(page).toHaveURL(/\/expert-dashboard$/, { timeout: patience(20_000) });

  await expect(upcomingItem(page, assigned.projectName)).toHaveCount(0);
  const after = await expertLists(page);
  expect(after.completed[0]?.id).toBe(assigned.id);
  await expectCards(page, expectedCards(after));
  // The change itself, not only agreement with the API.
  expect(expectedCards(after)['Upcoming Interviews']).toBe(String(before.upcoming.length - 1));
  expect(expectedCards(after).Completed).toBe(String(Number(expectedCards(before).Completed) + 1));
  await showTab(page, 'Interview History');
  await expect(historyRows(page).first().getByRole('cell').first()).toHaveText(
    assigned.projectName,
  );
  await api.dispose();
});

test('an interview finished offline moves to the history when it syncs, without a reload', async ({
  page,
  context,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const assigned = await assignInterview(api, 'Dashboard offline', { compensation: 180 });
  await signIn(page, 'expert');
  await expect(upcomingItem(page, assigned.projectName)).toBeVisible();

  await upcomingItem(page, assigned.projectName)
    .getByRole('link', { name: 'Start Interview' })
    .click();
  const session = new SessionPage(page);
  await session.acceptDisclaimer();
  await expect(session.question('What changed last year?')).toBeVisible();

  // The finish reaches the server only after the dashboard's own refetch on reconnect,
  // so only the outbox acknowledgement can bring the list up to date.
  let finishSent = false;
  await page.route('**/api/expert/*/finish', async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    finishSent = true;
    await route.continue();
  });

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Finish Interview Early' }).click();
  await page
    .getByRole('alertdialog', { name: 'Finish Interview Early?' })
    .getByRole('button', { name: 'Finish Interview' })
    .click();
  // Finished early: the thank-you screen says how to come back.
  await expect(
    page.getByRole('heading', { name: 'Thank you — your answers are saved' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/expert-dashboard$/);
  // Offline the dashboard shows what it read last: the interview is still upcoming.
  await expect(upcomingItem(page, assigned.projectName)).toBeVisible();

  await context.setOffline(false);
  await expect(upcomingItem(page, assigned.projectName)).toHaveCount(0, {
    timeout: patience(30_000),
  });
  expect(finishSent).toBe(true);
  await showTab(page, 'Interview History');
  await expect(historyRows(page).first().getByRole('cell').first()).toHaveText(
    assigned.projectName,
  );
  await expectCards(page, expectedCards(await expertLists(page)));
  await api.dispose();
});

test('signed out, the guard sends the visitor to sign in; a session that ends on the page asks to log in', async ({
  page,
  context,
}) => {
  await page.goto('/expert-dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();

  await signIn(page, 'expert');
  await expect(page.getByRole('tab', { name: 'Upcoming Interviews' })).toBeVisible();
  // A read still in flight when the window comes back is not repeated: let them all land.
  await page.waitForLoadState('networkidle');
  // The session cookie goes; coming back to the window reads the lists again.
  await context.clearCookies();
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByText('Please log in to access your dashboard')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'expert-dashboard-signed-out');

  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
});

test('a new expert sees skeletons, then empty states, and logs out from the user menu', async ({
  page,
}) => {
  // An expert account with no interviews: signup with an e-mail, then a password.
  const email = `new.expert.${Date.now()}@example.test`;
  const signup = await page.request.post('/api/expert-signups', {
    data: {
      fullName: 'Noor Newcomer',
      currentRole: 'Head of Payments',
      company: 'Tidewater Bank',
      areaOfExpertise: 'Payments',
      email,
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const { user } = (await signup.json()) as { user: { id: string } };
  const password = await page.request.post('/api/set-password', {
    data: { userId: user.id, password: 'first-password' },
  });
  expect(password.ok(), await password.text()).toBe(true);

  // Hold both lists back to see the loading state.
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/expert-interviews/*', async (route: Route) => {
    await released;
    await route.continue();
  });
  await signIn(page, email, 'first-password');
  await expect(card(page, 'Total Earnings')).toHaveAttribute('aria-busy', 'true');
  await expect(
    page.getByRole('status').filter({ hasText: 'Loading upcoming interviews' }),
  ).toBeAttached();
  await screenshotAtBothWidths(page, 'expert-dashboard-loading');
  release();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Noor Newcomer');
  await expect(page.getByText('No upcoming interviews')).toBeVisible();
  await expectCards(page, {
    'Upcoming Interviews': '0',
    Completed: '0',
    'Total Earnings': '$0',
    'Avg Duration': '—',
  });
  await showTab(page, 'Interview History');
  await expect(page.getByText('No completed interviews yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'expert-dashboard-empty');

  await page.getByRole('button', { name: 'Account menu for Noor Newcomer' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/user')).status()).toBe(401);
});
