import { expect, type Locator, type Page } from '@playwright/test';
import type { InterviewQualityMap, InterviewTranscript } from '../sync/contract/analytics';
import type { Interview } from '../sync/contract/interviews';
import type { Project } from '../sync/contract/projects';
import { expectNoSeriousA11yViolations, screenshotAtBothWidths } from './support/pageChecks';
import { patience } from './support/patience';
import { test } from './support/test';

/**
 * The employee dashboard at /admin (spec section 2) against the real server and its
 * demo data: figures, the project and interview dialogs, links, details, failures.
 */

const DEMO_PASSWORD = 'parley-demo';

async function signInAsAdmin(page: Page) {
  const response = await page.request.post('/api/login', {
    data: { username: 'admin', password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
}

async function openDashboard(page: Page) {
  await page.goto('/admin');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Expert Network Dashboard' }),
  ).toBeVisible();
}

async function apiList<T>(page: Page, path: string): Promise<T[]> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return (await response.json()) as T[];
}

/** What the server holds now, counted by the test itself (spec sections 2 and 9). */
async function expectedStats(page: Page) {
  const projects = await apiList<Project>(page, '/api/projects');
  const interviews = await apiList<Interview>(page, '/api/interviews');
  const completed = interviews.filter((interview) => interview.status === 'completed').length;
  return {
    'Interview Projects': projects.length,
    'Active Interviews': interviews.length - completed,
    Completed: completed,
    'Insights Generated': Math.floor(completed * 0.6),
  };
}

/** A stat card is a group named by its label; its figure is the large number in it. */
const statValue = (page: Page, label: string) =>
  page.getByRole('group', { name: label, exact: true }).locator('p').nth(1);

async function expectStatsToMatchServer(page: Page) {
  const expected = await expectedStats(page);
  for (const [label, value] of Object.entries(expected)) {
    await expect(statValue(page, label), label).toHaveText(String(value));
  }
  return expected;
}

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });
const toast = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('alertdialog')
    .filter({ hasText: title });
const questionFields = (dialog: Locator) => dialog.getByRole('textbox', { name: /^Question \d+/ });

/** A Select's trigger: its accessible name is the shown value, then the field's label. */
const selectNamed = (dialog: Locator, label: string) =>
  dialog.getByRole('button', { name: new RegExp(`${label}$`) });

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await selectNamed(dialog, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('the top bar, heading and stat cards match what the server holds', async ({ page }) => {
  await openDashboard(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Employee Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: 'Expert interview' })).toHaveAttribute(
    'href',
    '/expert/int-growth-equity-demo',
  );
  await expect(nav.getByRole('link', { name: 'Customer Dashboard' })).toHaveAttribute(
    'href',
    '/customer/Meridian%20Capital',
  );

  const expected = await expectStatsToMatchServer(page);
  // The demo data has finished interviews, so the 60% rule is exercised for real.
  expect(expected.Completed).toBeGreaterThan(0);

  // Recent Interviews: the server's five newest, newest first.
  const interviews = await apiList<Interview>(page, '/api/interviews');
  const recent = page.getByRole('region', { name: 'Recent Interviews' }).getByRole('article');
  await expect(recent).toHaveCount(Math.min(5, interviews.length));
  for (const [index, interview] of interviews.slice(0, 5).entries()) {
    await expect(recent.nth(index).getByRole('heading')).toHaveText(interview.expertName);
    await expect(recent.nth(index)).toContainText(
      `${interview.answeredQuestions}/${interview.totalQuestions} answered`,
    );
  }
  const projects = await apiList<Project>(page, '/api/projects');
  await expect(
    page.getByRole('region', { name: 'Interview Projects' }).getByRole('article'),
  ).toHaveCount(projects.length);

  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'admin-dashboard');
});

test('create a project, edit it, create an interview for it and share its link', async ({
  page,
  context,
}) => {
  test.setTimeout(patience(120_000));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const stamp = Date.now();
  const name = `Treasury automation ${stamp}`;
  const renamed = `Treasury automation review ${stamp}`;
  const client = `Atlas Fund ${stamp}`;
  await openDashboard(page);
  const before = await expectedStats(page);

  // --- New project: the spec's messages on an empty submit.
  await page.getByRole('button', { name: 'New Project' }).click();
  const create = dialogNamed(page, 'New Project');
  await expect(create).toBeVisible();
  await expect(create.getByRole('textbox', { name: 'Project Name' })).toBeFocused();
  await expect(questionFields(create)).toHaveCount(3);
  await create.getByRole('button', { name: 'Create Project' }).click();
  await expect(create.getByText('Project name is required')).toBeVisible();
  await expect(create.getByText('Client is required')).toBeVisible();
  await expect(create.getByText('Question cannot be empty')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'admin-project-dialog-errors', { fullPage: false });

  // --- Fill it in: a new client through 'Other Client', questions added and removed.
  await create.getByRole('textbox', { name: 'Project Name' }).fill(name);
  await create.getByRole('textbox', { name: 'Description' }).fill('How treasury teams automate.');
  await choose(page, create, 'Client', 'Other Client');
  await create.getByRole('textbox', { name: 'Client Name' }).fill(client);
  const questions = questionFields(create);
  await questions.nth(0).fill('Which treasury tasks have you automated?');
  await questions.nth(1).fill('This question is removed again.');
  await questions.nth(2).fill('What did the automation cost?');
  await create.getByRole('button', { name: 'Add Question' }).click();
  await expect(questions).toHaveCount(4);
  await expect(questions.nth(3)).toBeFocused();
  await questions.nth(3).fill('What would you automate next?');
  await create.getByRole('button', { name: 'Remove question 2' }).click();
  await expect(questions).toHaveCount(3);
  await expect(questions.nth(1)).toHaveValue('What did the automation cost?');
  await expect(create.getByText('Question cannot be empty')).toHaveCount(0);
  await screenshotAtBothWidths(page, 'admin-project-dialog-filled', { fullPage: false });
  await create.getByRole('button', { name: 'Create Project' }).click();
  await expect(toast(page, 'Project Created')).toContainText(
    'Your project has been created successfully.',
  );
  await expect(create).toHaveCount(0);

  const projects = page.getByRole('region', { name: 'Interview Projects' });
  const card = projects.getByRole('article', { name });
  await expect(card).toContainText(client);
  await expect(card).toContainText('3 questions');
  const saved = (await apiList<Project>(page, '/api/projects')).find((p) => p.name === name);
  expect(saved).toMatchObject({
    client,
    description: 'How treasury teams automate.',
    baseQuestions: [
      'Which treasury tasks have you automated?',
      'What did the automation cost?',
      'What would you automate next?',
    ],
  });
  const afterCreate = await expectStatsToMatchServer(page);
  expect(afterCreate['Interview Projects']).toBe(before['Interview Projects'] + 1);

  // --- Edit: prefilled, then renamed.
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = dialogNamed(page, 'Edit Project');
  await expect(edit.getByRole('textbox', { name: 'Project Name' })).toHaveValue(name);
  await expect(selectNamed(edit, 'Client')).toContainText(client);
  await expect(questionFields(edit)).toHaveCount(3);
  await edit.getByRole('textbox', { name: 'Project Name' }).fill(renamed);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Project Updated')).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(projects.getByRole('article', { name: renamed })).toBeVisible();
  await expect(projects.getByRole('article', { name })).toHaveCount(0);

  // --- Create an interview for it.
  await page.getByRole('button', { name: 'Create Interview' }).click();
  const interviewDialog = dialogNamed(page, 'Create Interview');
  await interviewDialog.getByRole('button', { name: 'Create Interview' }).click();
  await expect(interviewDialog.getByText('Project is required')).toBeVisible();
  await expect(interviewDialog.getByText('Expert name is required')).toBeVisible();
  await expect(interviewDialog.getByText('Valid email is required')).toBeVisible();
  await expect(interviewDialog.getByText('Company is required')).toBeVisible();
  await expect(interviewDialog.getByText('Client is required')).toBeVisible();
  await expect(selectNamed(interviewDialog, 'Interview Duration')).toContainText('30 minutes');
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'admin-interview-dialog-errors', { fullPage: false });

  await choose(page, interviewDialog, 'Project', `${renamed} (${client})`);
  await expect(interviewDialog.getByRole('textbox', { name: 'Client' })).toHaveValue(client);
  await interviewDialog.getByRole('textbox', { name: 'Expert Name' }).fill('Dana Whitfield');
  await interviewDialog.getByRole('textbox', { name: 'Expert Email' }).fill('not-an-email');
  await interviewDialog.getByRole('textbox', { name: 'Company' }).fill('Northbridge Bank');
  await selectNamed(interviewDialog, 'Interview Duration').click();
  await expect(page.getByRole('option')).toHaveText([
    '15 minutes',
    '20 minutes',
    '30 minutes',
    '45 minutes',
    '60 minutes',
    '90 minutes',
    '120 minutes',
  ]);
  await page.getByRole('option', { name: '45 minutes' }).click();
  await interviewDialog.getByRole('button', { name: 'Create Interview' }).click();
  await expect(interviewDialog.getByText('Valid email is required')).toBeVisible();
  await interviewDialog
    .getByRole('textbox', { name: 'Expert Email' })
    .fill(`dana.${stamp}@example.com`);
  await interviewDialog.getByRole('button', { name: 'Create Interview' }).click();

  const createdDialog = dialogNamed(page, 'Interview Created');
  await expect(createdDialog).toBeVisible();
  await expect(toast(page, 'Interview Created')).toContainText(
    'Interview link has been generated successfully.',
  );
  const newest = (await apiList<Interview>(page, '/api/interviews'))[0]!;
  expect(newest).toMatchObject({
    expertName: 'Dana Whitfield',
    company: 'Northbridge Bank',
    client,
    projectName: renamed,
    interviewDurationMinutes: 45,
    status: 'pending',
    totalQuestions: 3,
  });
  const origin = new URL(page.url()).origin;
  const link = `${origin}/expert/${newest.id}`;
  await expect(createdDialog.getByRole('textbox', { name: 'Interview link' })).toHaveValue(link);
  await createdDialog.getByRole('button', { name: 'Copy Link' }).click();
  await expect(toast(page, 'Link Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'admin-interview-created', { fullPage: false });
  await createdDialog.getByRole('button', { name: 'Done' }).click();
  await expect(createdDialog).toHaveCount(0);

  // --- The new interview heads Recent Interviews, with a grey pending badge.
  const recent = page.getByRole('region', { name: 'Recent Interviews' }).getByRole('article');
  const first = recent.first();
  await expect(first.getByRole('heading')).toHaveText('Dana Whitfield');
  await expect(first).toContainText('0/3 answered');
  await expect(first.getByText('Pending')).toBeVisible();
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await first.getByRole('button', { name: 'Copy link for Dana Whitfield' }).click();
  await expect(toast(page, 'Link Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(first.getByRole('link', { name: 'Test Interview' })).toHaveAttribute(
    'href',
    `/expert/${newest.id}`,
  );
  await expectStatsToMatchServer(page);

  // --- The project's view lists its questions and its interview.
  await projects
    .getByRole('article', { name: renamed })
    .getByRole('button', { name: `View ${renamed}` })
    .click();
  const detail = dialogNamed(page, renamed);
  await expect(
    detail.getByRole('listitem').filter({ hasText: 'What would you automate next?' }),
  ).toBeVisible();
  await expect(detail.getByText('Dana Whitfield')).toBeVisible();
  await expect(detail.getByText('Pending')).toBeVisible();

  // ...and the interview's view opens on top of it, each question not answered yet.
  await detail.getByRole('button', { name: 'View interview with Dana Whitfield' }).click();
  const interviewView = dialogNamed(page, 'Interview with Dana Whitfield');
  await expect(interviewView.getByText('Not answered yet')).toHaveCount(3);
  await expect(interviewView.getByText('Not scored yet: no answers so far')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(interviewView).toHaveCount(0);
  // Focus comes back to the button that opened it, inside the project's view. Polled by
  // name so a failure says where focus went instead.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.activeElement?.getAttribute('aria-label') ??
          document.activeElement?.outerHTML.slice(0, 120),
      ),
    )
    .toBe('View interview with Dana Whitfield');

  // Test Interview opens the expert's screen for that interview.
  await page.keyboard.press('Escape');
  await first.getByRole('link', { name: 'Test Interview' }).click();
  await expect(page).toHaveURL(`/expert/${newest.id}`);
});

test('the project and interview views of a finished demo interview', async ({ page }) => {
  const interviews = await apiList<Interview>(page, '/api/interviews');
  const done = interviews.find((interview) => interview.status === 'completed')!;
  const transcriptResponse = await page.request.get(`/api/interviews/${done.id}/transcript`);
  expect(transcriptResponse.status()).toBe(200);
  const transcript = (await transcriptResponse.json()) as InterviewTranscript;
  const project = (await apiList<Project>(page, '/api/projects')).find(
    (candidate) => candidate.id === done.projectId,
  )!;

  await openDashboard(page);
  // The badges are read for the rows on screen, not for every interview (issue 16).
  const ownIds = interviews
    .filter((interview) => interview.projectId === project.id)
    .map((interview) => interview.id);
  const askedForOwnRows = page.waitForRequest((request) => {
    const url = new URL(request.url());
    const ids = url.searchParams.get('ids')?.split(',') ?? [];
    return url.pathname === '/api/interviews/quality' && sameIds(ids, ownIds);
  });
  await page.getByRole('button', { name: `View ${project.name}` }).click();
  const detail = dialogNamed(page, project.name);
  for (const question of project.baseQuestions) {
    await expect(detail.getByRole('listitem').filter({ hasText: question }).first()).toBeVisible();
  }
  const rows = detail.getByRole('region', { name: /^Interviews/ }).getByRole('listitem');
  const own = interviews.filter((interview) => interview.projectId === project.id);
  await expect(rows).toHaveCount(own.length);
  await expect(rows.filter({ hasText: done.expertName }).getByText('Completed')).toBeVisible();
  // Each row's quality badge: the review flag, else the score, as the quality map says.
  const qualityMap = (await (
    await page.request.get('/api/interviews/quality')
  ).json()) as InterviewQualityMap;
  for (const interview of own) {
    const quality = qualityMap[interview.id];
    const row = rows.filter({ hasText: interview.expertName });
    const expected =
      !quality || quality.score === null
        ? null
        : quality.flaggedForReview
          ? 'Review before payment'
          : `Quality ${quality.score}`;
    await expect(row.getByText(/^(Review before payment|Quality \d+)$/)).toHaveText(
      expected === null ? [] : [expected],
    );
  }
  expect(Object.values(qualityMap).some((quality) => quality.flaggedForReview)).toBe(true);
  await askedForOwnRows;
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'admin-project-detail', { fullPage: false });

  await rows
    .filter({ hasText: done.expertName })
    .getByRole('button', { name: `View interview with ${done.expertName}` })
    .click();
  const view = dialogNamed(page, `Interview with ${done.expertName}`);
  const items = view.getByRole('region', { name: 'Questions and answers' }).locator('ol > li');
  await expect(items).toHaveCount(transcript.questions.length);
  for (const [index, question] of transcript.questions.entries()) {
    await expect(items.nth(index)).toContainText(question.questionText);
    const answer = question.answer?.answerText;
    if (answer && answer !== '[Skipped]') await expect(items.nth(index)).toContainText(answer);
    await expect(items.nth(index).getByText('AI Follow-up')).toHaveCount(
      question.questionType === 'followup' ? 1 : 0,
    );
  }
  const quality = view.getByRole('region', { name: 'Response quality' });
  await expect(quality).toContainText(
    transcript.quality.score === null ? 'Not scored yet' : `${transcript.quality.score}/100`,
  );
  await expect(quality.getByText('Flagged for review before payment')).toHaveCount(
    transcript.quality.flaggedForReview ? 1 : 0,
  );
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'admin-interview-detail', { fullPage: false });
});

test('a refused create shows the spec message and keeps what was typed', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('button', { name: 'New Project' }).click();
  const dialog = dialogNamed(page, 'New Project');
  await dialog.getByRole('textbox', { name: 'Project Name' }).fill('Refused project');
  await choose(page, dialog, 'Client', 'Meridian Capital');
  await questionFields(dialog).nth(0).fill('One question');
  await dialog.getByRole('button', { name: 'Remove question 3' }).click();
  await dialog.getByRole('button', { name: 'Remove question 2' }).click();
  // At least one question stays: the last one has no Remove button.
  await expect(questionFields(dialog)).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: /^Remove question/ })).toHaveCount(0);
  // A real refusal the form cannot foresee: the session ends (signed out in another tab)
  // while the form is open, so the server answers the create with a 401.
  expect((await page.request.post('/api/logout')).status()).toBeLessThan(300);
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Failed to create project. Please try again.');
  await expect(alert).toContainText('Please sign in to continue');
  await expect(dialog.getByRole('textbox', { name: 'Project Name' })).toHaveValue(
    'Refused project',
  );
  await screenshotAtBothWidths(page, 'admin-project-create-failed', { fullPage: false });
});

test("the server's refusal of an edit shows 'Failed to update project'", async ({ page }) => {
  // A project with interviews cannot move to another client: the server answers 409.
  const projects = await apiList<Project>(page, '/api/projects');
  const busy = projects.find((project) => project.interviewCount > 0)!;
  await openDashboard(page);
  await page.getByRole('button', { name: `Edit ${busy.name}` }).click();
  const dialog = dialogNamed(page, 'Edit Project');
  await choose(page, dialog, 'Client', 'Other Client');
  await dialog.getByRole('textbox', { name: 'Client Name' }).fill('Somebody Else');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Failed to update project. Please try again.');
  await expect(alert).toContainText('already has interviews');
  const after = await apiList<Project>(page, '/api/projects');
  expect(after.find((project) => project.id === busy.id)?.client).toBe(busy.client);
});

test('a refused interview shows the spec message and the reason the server gives', async ({
  page,
}) => {
  // A real refusal: while the form is open, someone moves the project to another client,
  // so the interview the form sends names a client the project no longer has (a 400).
  const name = `Moving project ${Date.now()}`;
  const created = await page.request.post('/api/projects', {
    data: { name, client: 'Meridian Capital', baseQuestions: ['What changed?'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as Project;
  await openDashboard(page);
  await page.getByRole('button', { name: 'Create Interview' }).click();
  const dialog = dialogNamed(page, 'Create Interview');
  await choose(page, dialog, 'Project', `${name} (Meridian Capital)`);
  await dialog.getByRole('textbox', { name: 'Expert Name' }).fill('Lee Park');
  await dialog.getByRole('textbox', { name: 'Expert Email' }).fill('lee@example.com');
  await dialog.getByRole('textbox', { name: 'Company' }).fill('Summit National Bank');
  const moved = await page.request.patch(`/api/projects/${id}`, {
    data: { name, client: 'Harbor Bank', baseQuestions: ['What changed?'] },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await dialog.getByRole('button', { name: 'Create Interview' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Failed to create interview. Please try again.');
  await expect(alert).toContainText(`Client must be Harbor Bank, the client of project "${name}"`);
});

test('loading skeletons, then a failed load with a working Retry', async ({ page }) => {
  // The project list's request is aborted (the connection drops), as on a bad network;
  // the interview list is held back to show its loading state. Both are real requests.
  let failProjects = true;
  let releaseInterviews!: () => void;
  const interviewsHeld = new Promise<void>((resolve) => {
    releaseInterviews = resolve;
  });
  await page.route(/\/api\/projects(\?|$)/, (route) =>
    failProjects && route.request().method() === 'GET' ? route.abort('failed') : route.fallback(),
  );
  await page.route(/\/api\/interviews(\?|$)/, async (route) => {
    await interviewsHeld;
    await route.fallback();
  });
  await openDashboard(page);
  const interviews = page.getByRole('region', { name: 'Recent Interviews' });
  await expect(interviews.getByRole('status')).toHaveText('Loading interviews');
  await screenshotAtBothWidths(page, 'admin-loading');
  releaseInterviews();

  const failure = page.getByRole('region', { name: 'Interview Projects' }).getByRole('alert');
  await expect(failure).toContainText('Could not load projects.');
  await expect(failure).toContainText('Network error');
  // No projects known: an interview cannot be created yet.
  await expect(page.getByRole('button', { name: 'Create Interview' })).toBeDisabled();
  // The figures are the server's own (GET /api/figures), so the failed list leaves them whole.
  await expectStatsToMatchServer(page);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'admin-load-failed');

  failProjects = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(failure).toHaveCount(0);
  await expectStatsToMatchServer(page);
  await expect(page.getByRole('button', { name: 'Create Interview' })).toBeEnabled();
});

// The empty states are tested on a really empty install: e2e/empty-install.spec.ts.

test('keyboard: dialogs open from the keyboard, trap focus, close on Escape and give focus back', async ({
  page,
}) => {
  await openDashboard(page);
  const newProject = page.getByRole('button', { name: 'New Project' });
  await newProject.focus();
  await page.keyboard.press('Enter');
  const dialog = dialogNamed(page, 'New Project');
  await expect(dialog.getByRole('textbox', { name: 'Project Name' })).toBeFocused();
  for (let step = 0; step < 15; step++) {
    await page.keyboard.press('Tab');
    const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
    expect(inside, `focus left the dialog after ${step + 1} tabs`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(newProject).toBeFocused();

  // The user menu signs out through the keyboard too.
  await page.getByRole('button', { name: /^Admin menu/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'API tokens' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
  expect((await page.request.get('/api/user')).status()).toBe(401);
});

function sameIds(left: readonly string[], right: readonly string[]): boolean {
  return left.length === right.length && left.every((id) => right.includes(id));
}
