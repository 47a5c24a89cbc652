import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { adminApi } from './support/interviews';
import { expectNoSeriousA11yViolations, screenshotAtBothWidths } from './support/pageChecks';
import { patience } from './support/patience';
import { test } from './support/test';

/**
 * Verified e-mail (issue 13, items 1 and 4) on the real server with no SMTP_URL: the
 * mail lands in the admin's outbox, which is where the link is read from.
 */

test.setTimeout(patience(120_000));

const CLIENT = 'Verification Test Client';
const SECRET_ANSWER = 'We moved our treasury to overnight repo after the March audit.';

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });

async function newProject(page: Page, name: string) {
  const project = await page.request.post('/api/projects', {
    data: { name, client: CLIENT, baseQuestions: ['What changed?', 'Why?', 'What next?'] },
  });
  expect(project.status(), await project.text()).toBe(201);
  return (await project.json()) as { id: string };
}

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const login = await page.request.post('/api/login', {
    data: { username: 'admin', password: 'parley-demo' },
  });
  expect(login.status()).toBe(200);
  return page;
}

test('an expert sees the interview sent to their address only after opening the link mailed to it', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const email = `vera.${stamp}@verify.test`;
  const projectName = `Verification study ${stamp}`;

  // --- The admin creates an interview for the address; the invitation waits in the outbox.
  const admin = await adminPage(browser);
  await newProject(admin, projectName);
  await admin.goto('/admin');
  await admin.getByRole('button', { name: 'Create Interview' }).click();
  const create = dialogNamed(admin, 'Create Interview');
  await choose(admin, create, 'Project', `${projectName} (${CLIENT})`);
  await create.getByRole('textbox', { name: 'Expert Name' }).fill('Vera Verified');
  await create.getByRole('textbox', { name: 'Expert Email' }).fill(email);
  await create.getByRole('textbox', { name: 'Company' }).fill('Harbour Treasury');
  await create.getByRole('button', { name: 'Create Interview' }).click();
  const created = dialogNamed(admin, 'Interview Created');
  await expect(created).toContainText(
    `No mail server is configured, so the invitation to ${email} was queued in the local outbox.`,
  );
  await expectNoSeriousA11yViolations(admin);
  await screenshotAtBothWidths(admin, 'email-interview-created', { fullPage: false });
  await created.getByRole('button', { name: 'Done' }).click();

  // --- The expert signs up with that address: told to check the inbox, shown nothing yet.
  await page.goto('/for-experts');
  await page.getByRole('button', { name: 'Join Our Expert Network' }).first().click();
  const signup = dialogNamed(page, 'Join Our Expert Network');
  await signup.getByLabel('Full Name').fill('Vera Verified');
  await signup.getByLabel('Current Role').fill('Treasurer');
  await signup.getByLabel('Company').fill('Harbour Treasury');
  await signup.getByLabel('Area of Expertise').fill('Liquidity');
  await signup.getByLabel('Email').fill(email);
  await signup.getByRole('button', { name: 'Join Network' }).click();
  const almostDone = dialogNamed(page, 'Almost Done!');
  await expect(almostDone).toContainText('Check your inbox too: we sent a link to confirm');
  await almostDone.getByRole('textbox', { name: 'Password', exact: true }).fill('vera-secret-1');
  await almostDone.getByLabel('Confirm Password').fill('vera-secret-1');
  await almostDone.getByRole('button', { name: 'Set Password & Continue' }).click();
  await expect(page).toHaveURL(/\/expert-dashboard$/);

  const banner = page.getByRole('region', { name: 'Check your inbox' });
  await expect(banner).toContainText(`Open the link we sent to ${email}`);
  await expect(page.getByRole('tabpanel')).not.toContainText(projectName);
  // A second link within a minute is refused, and the banner says why.
  await banner.getByRole('button', { name: 'Resend' }).click();
  await expect(banner.getByRole('status')).toContainText('A link was sent moments ago');
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'email-dashboard-unverified');

  // --- The outbox shows both messages, links clickable.
  await admin.goto('/admin/outbox');
  await expect(admin.getByRole('heading', { level: 1, name: 'Mail Outbox' })).toBeVisible();
  await expect(admin.getByText('No mail server is configured (SMTP_URL)')).toBeVisible();
  const verification = admin
    .getByRole('article')
    .filter({ hasText: `To ${email}` })
    .filter({ hasText: 'Confirm your e-mail address for Parley' });
  await expect(verification).toHaveCount(1);
  await expect(verification.getByText('Outbox only')).toBeVisible();
  const invitation = admin
    .getByRole('article')
    .filter({ hasText: `Interview invitation: ${projectName}` });
  await expect(invitation.getByRole('link', { name: /\/expert\/int_/ })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await screenshotAtBothWidths(admin, 'email-admin-outbox');
  const href = await verification
    .getByRole('link', { name: /\/verify-email\?token=/ })
    .getAttribute('href');
  const link = new URL(href!);
  await admin.context().close();

  // --- Opening the link changes nothing until the button is pressed (a POST).
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail' })).toBeVisible();
  const status = await page.request.get('/api/email-verification');
  expect((await status.json()).verified).toBe(false);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'email-verify-page');
  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your address is verified' }),
  ).toContainText(`${email} is confirmed.`);
  await screenshotAtBothWidths(page, 'email-verify-done');

  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/expert-dashboard$/);
  await expect(page.getByRole('tabpanel')).toContainText(projectName);
  await expect(page.getByRole('region', { name: 'Check your inbox' })).toHaveCount(0);

  // --- The same link a second time: used, with what to do next.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  const used = page.getByRole('alert').filter({ hasText: 'This link was already used' });
  await expect(used).toContainText('If your address is verified, there is nothing more to do');
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'email-verify-used');
});

test('a signed-out visitor opening a completed interview’s link sees the completion screen and no answers', async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const projectName = `Completed link study ${Date.now()}`;
  const project = await api.post('/api/projects', {
    data: { name: projectName, client: CLIENT, baseQuestions: ['What changed?'] },
  });
  const { id: projectId } = (await project.json()) as { id: string };
  const interview = await api.post('/api/interviews', {
    data: {
      projectId,
      expertName: 'Carl Complete',
      expertEmail: `carl.${Date.now()}@verify.test`,
      company: 'Done Bank',
      client: CLIENT,
    },
  });
  const { id } = (await interview.json()) as { id: string };
  const state = await (await api.get(`/api/expert/${id}/current-question`)).json();
  const answer = await api.post(`/api/expert/${id}/answer`, {
    data: { questionId: state.question.id, answerText: SECRET_ANSWER },
    headers: { 'Idempotency-Key': `e2e-answer-${id}` },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const finish = await api.post(`/api/expert/${id}/finish`, {
    data: {},
    headers: { 'Idempotency-Key': `e2e-finish-${id}` },
  });
  expect(finish.status(), await finish.text()).toBe(200);
  // The admin still reads every answer through the same endpoint.
  const asAdmin = await (await api.get(`/api/expert/${id}/current-question`)).json();
  expect(asAdmin.previousQuestions[0].answer).toBe(SECRET_ANSWER);
  await api.dispose();

  const visit = page.waitForResponse((r) => r.url().endsWith(`/api/expert/${id}/current-question`));
  await page.goto(`/expert/${id}`);
  const body = await (await visit).json();
  expect(body).toMatchObject({ isComplete: true, previousQuestions: [], remainingQuestions: [] });
  await expect(page.getByRole('heading', { name: 'Interview Complete' })).toBeVisible();
  await expect(page.getByText(SECRET_ANSWER)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /View Previous Questions/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'email-completed-link-signed-out');
});
