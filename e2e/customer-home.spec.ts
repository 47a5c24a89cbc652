import { expect, type Locator, type Page, type Route } from '@playwright/test';
import type { Interview } from '../sync/contract/interviews';
import type { Project } from '../sync/contract/projects';
import { adminApi } from './support/interviews';
import { expectNoSeriousA11yViolations, screenshotAtBothWidths } from './support/pageChecks';
import { patience } from './support/patience';
import { test } from './support/test';

const DEMO_PASSWORD = 'parley-demo';

test.setTimeout(patience(60_000));

/** Signs in through the API (the sign-in page sends customers to their client page) and opens /customer. */
async function openHome(page: Page, username: string, password = DEMO_PASSWORD) {
  const login = await page.request.post('/api/login', { data: { username, password } });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto('/customer');
}

async function customerData(page: Page) {
  const projects = await page.request.get('/api/projects');
  const interviews = await page.request.get('/api/interviews');
  expect(projects.status()).toBe(200);
  expect(interviews.status()).toBe(200);
  return {
    projects: (await projects.json()) as Project[],
    interviews: (await interviews.json()) as Interview[],
  };
}

/** The four cards as worked out here from the API's lists. */
function expectedCards({ projects, interviews }: { projects: Project[]; interviews: Interview[] }) {
  const completed = interviews.filter((interview) => interview.status === 'completed').length;
  const active = projects.filter(
    (project) =>
      project.interviewCount === 0 || project.completedInterviewCount < project.interviewCount,
  ).length;
  return {
    'Active Projects': String(active),
    'Total Interviews': String(interviews.length),
    Completed: String(completed),
    'Completion Rate': `${interviews.length ? Math.round((completed / interviews.length) * 100) : 0}%`,
  };
}

const card = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

async function expectCards(page: Page, expected: Record<string, string>) {
  for (const [label, value] of Object.entries(expected)) {
    await expect(card(page, label).getByText(value, { exact: true }), label).toBeVisible();
  }
}

const section = (page: Page, name: 'Your Projects' | 'Recent Interviews') =>
  page.getByRole('region', { name });

const projectItems = (page: Page) => section(page, 'Your Projects').getByRole('article');

/** The browser's own Intl, in its time zone: 'MMM d, yyyy' or 'MMM d, h:mm a'. */
function browserDate(page: Page, iso: string, withTime: boolean) {
  return page.evaluate(
    ([value, time]) => {
      const parts = new Intl.DateTimeFormat('en-US', {
        month: 'short',
        day: 'numeric',
        ...(time ? { hour: 'numeric', minute: '2-digit', hour12: true } : { year: 'numeric' }),
      }).formatToParts(new Date(value));
      const part = (type: string) => parts.find((p) => p.type === type)?.value;
      return time
        ? `${part('month')} ${part('day')}, ${part('hour')}:${part('minute')} ${part('dayPeriod')}`
        : `${part('month')} ${part('day')}, ${part('year')}`;
    },
    [iso, withTime] as const,
  );
}

const toast = (page: Page) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('alertdialog');

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'New Project' });

async function choose(page: Page, dialog: Locator, field: string, option: string) {
  await dialog.getByRole('button', { name: new RegExp(field) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Everything but the questions, valid. */
async function fillBrief(page: Page, dialog: Locator, name: string) {
  await dialog.getByLabel('Project Name').fill(name);
  await dialog.getByLabel('Description').fill('Where treasurers expect deposit costs to go.');
  await dialog.getByLabel('Project Goal').fill('Learn how regional banks will price deposits.');
  await dialog.getByLabel('Expert Profile').fill('Treasurers at US regional banks.');
  await choose(page, dialog, 'Number of Experts', '11-25');
  await choose(page, dialog, 'Timeline', '3-4 weeks');
  await choose(page, dialog, 'Interview Length', '30 minutes');
}

const questionFields = (dialog: Locator) => dialog.getByRole('textbox', { name: /^Question \d+/ });

test('figures, projects and recent interviews match what the API gives the customer', async ({
  page,
}) => {
  await openHome(page, 'customer');
  const data = await customerData(page);
  expect(new Set(data.projects.map((p) => p.client))).toEqual(new Set(['Meridian Capital']));

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Casey Customer');
  await expect(page.getByRole('banner')).toContainText('Customer Dashboard');
  await expectCards(page, expectedCards(data));

  // Your Projects: every project, newest first, with progress, date and the way in.
  await expect(projectItems(page)).toHaveCount(data.projects.length);
  for (const [index, project] of data.projects.entries()) {
    const item = projectItems(page).nth(index);
    await expect(item.getByRole('heading')).toHaveText(project.name);
    await expect(item).toContainText(project.description ?? 'No description');
    await expect(item).toContainText(
      `${project.completedInterviewCount} of ${project.interviewCount} interviews completed`,
    );
    await expect(item).toContainText(
      `Created ${await browserDate(page, project.createdAt, false)}`,
    );
    await expect(item.getByRole('link', { name: 'See Insights' })).toHaveAttribute(
      'href',
      `/customer/${project.id}`,
    );
  }

  // Recent Interviews: the five latest completed, by completion date.
  const recent = data.interviews
    .filter((interview) => interview.status === 'completed')
    .sort(
      (a, b) => Date.parse(b.completedAt ?? b.createdAt) - Date.parse(a.completedAt ?? a.createdAt),
    )
    .slice(0, 5);
  expect(recent.length).toBeGreaterThan(0);
  const recentItems = section(page, 'Recent Interviews').getByRole('article');
  await expect(recentItems).toHaveCount(recent.length);
  for (const [index, interview] of recent.entries()) {
    const item = recentItems.nth(index);
    await expect(item.getByRole('heading')).toHaveText(interview.expertName);
    await expect(item).toContainText(interview.company);
    await expect(item).toContainText('Completed');
    await expect(item).toContainText(
      `${interview.answeredQuestions} / ${interview.totalQuestions} questions`,
    );
    await expect(item.locator('time')).toHaveText(
      await browserDate(page, interview.completedAt!, true),
    );
  }
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'customer-home');

  await projectItems(page).first().getByRole('link', { name: 'See Insights' }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/${data.projects[0]!.id}$`));
});

test('New Project: validation, samples on focus, up to ten questions, the no-questions toast, then created', async ({
  page,
}) => {
  await openHome(page, 'customer');
  const before = await customerData(page);
  await expect(projectItems(page)).toHaveCount(before.projects.length);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/projects')) {
      posts.push(request.url());
    }
  });

  await page.getByRole('button', { name: 'New Project' }).click();
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Meridian Capital');
  await expect(questionFields(dialog)).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'customer-new-project', { fullPage: false });

  // Nothing filled in: each required field says what it needs; nothing is sent.
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  for (const message of [
    'Project name is required',
    'Project goal is required',
    'Expert profile is required',
    'Number of experts is required',
    'Timeline is required',
    'Interview duration is required',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'customer-new-project-errors', { fullPage: false });

  // The spec's option lists.
  await dialog.getByRole('button', { name: /Number of Experts/ }).click();
  await expect(page.getByRole('option')).toHaveText(['5-10', '11-25', '26-50', '51-100', '100+']);
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: /Timeline/ }).click();
  await expect(page.getByRole('option')).toHaveText([
    '1-2 weeks',
    '3-4 weeks',
    '1-2 months',
    '3+ months',
  ]);
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: /Interview Length/ }).click();
  await expect(page.getByRole('option')).toHaveText(
    ['15', '20', '30', '45', '60'].map((minutes) => `${minutes} minutes`),
  );
  await page.keyboard.press('Escape');

  const name = `Deposit pricing ${Date.now()}`;
  await fillBrief(page, dialog, name);
  // Every question slot blank: the toast, and still nothing sent.
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(toast(page)).toContainText('Please add at least one question.');
  expect(posts).toEqual([]);
  await expect(dialog).toBeVisible();

  // Up to ten slots; Remove only while more than one remains.
  const add = dialog.getByRole('button', { name: 'Add Question' });
  for (let count = 4; count <= 10; count++) {
    await add.click();
    await expect(questionFields(dialog)).toHaveCount(count);
  }
  await expect(add).toBeDisabled();
  await expect(dialog.getByText('10 of 10 questions')).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove question 10' }).click();
  await expect(add).toBeEnabled();
  while ((await questionFields(dialog).count()) > 1) {
    await dialog
      .getByRole('button', { name: /^Remove question/ })
      .last()
      .click();
  }
  await expect(dialog.getByRole('button', { name: /^Remove question/ })).toHaveCount(0);

  // An empty field offers a sample on focus; typing replaces it.
  const first = questionFields(dialog).first();
  await first.focus();
  await expect(first).toHaveValue(/^How has your organisation/);
  await page.keyboard.type('How will deposit costs change next year?');
  await expect(first).toHaveValue('How will deposit costs change next year?');
  const nameField = dialog.getByLabel('Project Name');
  await nameField.fill('');
  await dialog.getByLabel('Project Goal').focus();
  await nameField.focus();
  // A field showing its "required" message is left alone rather than filled in.
  await expect(nameField).toHaveValue('');
  await nameField.fill(name);
  // A second slot left blank is dropped, not sent.
  await add.click();
  await expect(questionFields(dialog)).toHaveCount(2);

  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(toast(page)).toContainText('Project Created');
  await expect(toast(page)).toContainText('Your project has been created successfully.');
  await expect(dialog).toBeHidden();
  await expect(projectItems(page).first().getByRole('heading')).toHaveText(name);
  await expect(projectItems(page).first()).toContainText('0 of 0 interviews completed');

  const after = await customerData(page);
  const created = after.projects.find((project) => project.name === name)!;
  expect(created).toMatchObject({
    client: 'Meridian Capital',
    description: 'Where treasurers expect deposit costs to go.',
    projectGoal: 'Learn how regional banks will price deposits.',
    expertProfile: 'Treasurers at US regional banks.',
    numberOfExperts: '11-25',
    timeline: '3-4 weeks',
    interviewDurationMinutes: 30,
    baseQuestions: ['How will deposit costs change next year?'],
  });
  expect(posts).toHaveLength(1);
  await expectCards(page, expectedCards(after));
  expect(expectedCards(after)['Active Projects']).toBe(
    String(Number(expectedCards(before)['Active Projects']) + 1),
  );
});

test('a refused create shows the Error toast and keeps what was typed', async ({ page }) => {
  await openHome(page, 'customer');
  await page.getByRole('button', { name: 'New Project' }).click();
  const dialog = dialogOf(page);
  await fillBrief(page, dialog, 'Will not be saved');
  await questionFields(dialog).first().fill('What happens next?');
  // A real refusal: the session ends (signed out in another tab) while the form is open.
  expect((await page.request.post('/api/logout')).status()).toBeLessThan(300);
  await dialog.getByRole('button', { name: 'Create Project' }).click();

  await expect(toast(page)).toContainText('Error');
  await expect(toast(page)).toContainText('Failed to create project. Please try again.');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('401: Please sign in to continue');
  await expect(dialog.getByLabel('Project Name')).toHaveValue('Will not be saved');
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'customer-new-project-failed', { fullPage: false });
});

test("customer2 sees Harbor Bank's projects and nobody else's", async ({ page, baseURL }) => {
  const admin = await adminApi(baseURL!);
  const everyProject = (await (await admin.get('/api/projects')).json()) as Project[];
  await admin.dispose();
  const others = everyProject.filter((project) => project.client !== 'Harbor Bank');
  expect(others.length).toBeGreaterThan(0);

  await openHome(page, 'customer2');
  const data = await customerData(page);
  expect(data.projects.length).toBeGreaterThan(0);
  expect(data.projects.every((project) => project.client === 'Harbor Bank')).toBe(true);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Harper Customer');
  await expect(projectItems(page).getByRole('heading')).toHaveText(
    data.projects.map((project) => project.name),
  );
  for (const project of others) {
    await expect(section(page, 'Your Projects')).not.toContainText(project.name);
  }
  await expectCards(page, expectedCards(data));
});

test('a new customer sees skeletons, then the empty states, and logs out from the user menu', async ({
  page,
}) => {
  // A customer account of its own client, without projects: an inquiry, then a password.
  const email = `buyer.${Date.now()}@example.test`;
  const inquiry = await page.request.post('/api/project-inquiries', {
    data: { companyName: `Fresh Client ${Date.now()}`, companySize: '11-50', contactEmail: email },
  });
  expect(inquiry.status(), await inquiry.text()).toBe(201);
  const { user } = (await inquiry.json()) as { user: { id: string } };
  const password = await page.request.post('/api/user/set-password', {
    data: { userId: user.id, password: 'first-password' },
  });
  expect(password.ok(), await password.text()).toBe(true);

  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  for (const path of [/\/api\/projects(\?|$)/, /\/api\/interviews(\?|$)/, /\/api\/figures$/]) {
    await page.route(path, async (route: Route) => {
      await released;
      await route.continue();
    });
  }
  await openHome(page, email, 'first-password');
  await expect(card(page, 'Completion Rate')).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Loading projects' })).toBeAttached();
  await screenshotAtBothWidths(page, 'customer-home-loading');
  release();

  // No full name: the greeting falls back to the e-mail.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${email}`);
  await expect(page.getByText('No projects found')).toBeVisible();
  await expect(page.getByText('No interviews yet')).toBeVisible();
  await expectCards(page, {
    'Active Projects': '0',
    'Total Interviews': '0',
    Completed: '0',
    'Completion Rate': '0%',
  });
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'customer-home-empty');

  await page.getByRole('button', { name: `Account menu for ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/user')).status()).toBe(401);
});
