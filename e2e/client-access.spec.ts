import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshotAtBothWidths } from './support/pageChecks';
import { patience } from './support/patience';
import { currentServerUrl, test } from './support/test';

/**
 * Client access is granted, never claimed (issue 13): strangers who name a client get a
 * request, admins grant, approve, decline and remove at /admin/clients, a member lets a
 * colleague in from the Team section, and a customer without access is told why.
 */

const DEMO_PASSWORD = 'parley-demo';
const PASSWORD = 'client-access-e2e';
const MERIDIAN = 'Meridian Capital';
const HARBOR = 'Harbor Bank';

test.setTimeout(patience(60_000));

const run = Date.now().toString(36);
let seq = 0;
const contexts: APIRequestContext[] = [];

/** A person who registers through the API in a browser of their own. */
async function registrant(fullName: string, company: string | null) {
  const username = `${fullName.split(' ')[0]!.toLowerCase()}-${run}-${++seq}`;
  const api = await playwrightRequest.newContext({ baseURL: currentServerUrl() });
  contexts.push(api);
  const response = await api.post('/api/register', {
    data: { username, password: PASSWORD, fullName, email: `${username}@example.test`, company },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { api, username, fullName, body: await response.json() };
}

test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.dispose()));
});

async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/api/login', { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
}

const clientCard = (page: Page, client: string) =>
  page.getByRole('article', { name: client, exact: true });
const requestsOf = (card: Locator) => card.getByRole('region', { name: /^Requests for / });
const membersOf = (card: Locator) => card.getByRole('region', { name: /^Members of / });
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

async function projectsSeenBy(api: APIRequestContext) {
  const response = await api.get('/api/projects');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { client: string }[]).map((project) => project.client);
}

test('an admin approves, declines, grants and removes access on the clients screen', async ({
  page,
}) => {
  // A stranger names a client with data: they get an account and a request, no data.
  const stranger = await registrant('Sam Stranger', MERIDIAN.toLowerCase());
  expect(stranger.body.clientAccess).toBeNull();
  expect(stranger.body.clientAccessStatus.message).toBe(
    `Your access to ${MERIDIAN} is waiting for approval by a Parley administrator or a member of ${MERIDIAN}.`,
  );
  expect(await projectsSeenBy(stranger.api)).toEqual([]);
  const pest = await registrant('Pat Pester', MERIDIAN);
  const colleague = await registrant('Cory Colleague', null);

  await signIn(page, 'admin');
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Clients' })
    .click();
  await expect(page).toHaveURL(/\/admin\/clients$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();

  const meridian = clientCard(page, MERIDIAN);
  await expect(meridian.getByText('2 requests waiting')).toBeVisible();
  await expect(requestsOf(meridian).getByText('Sam Stranger')).toBeVisible();
  await expect(membersOf(meridian).getByText('Casey Customer')).toBeVisible();
  // A member's own team sees no Remove buttons; an admin's does.
  await expect(
    membersOf(meridian).getByRole('button', { name: `Remove Casey Customer from ${MERIDIAN}` }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'admin-clients');

  // Approve the stranger (say the admin knows them now): they see Meridian's data.
  await page.setViewportSize({ width: 1280, height: 800 });
  await meridian.getByRole('button', { name: `Approve Sam Stranger for ${MERIDIAN}` }).click();
  await expect(toast(page, `Sam Stranger now has access to ${MERIDIAN}`)).toBeVisible();
  await expect(membersOf(meridian).getByText('Sam Stranger')).toBeVisible();
  await expect(requestsOf(meridian).getByText('Sam Stranger')).toHaveCount(0);
  expect(await projectsSeenBy(stranger.api)).toContain(MERIDIAN);

  // Decline the other one: the request goes, the account stays without data.
  await meridian
    .getByRole('button', { name: `Decline Pat Pester's request for ${MERIDIAN}` })
    .click();
  await expect(toast(page, `Pat Pester's request for ${MERIDIAN} was declined`)).toBeVisible();
  await expect(requestsOf(meridian)).toHaveCount(0);
  expect(await projectsSeenBy(pest.api)).toEqual([]);

  // Grant by username; a name that matches nobody is the server's 404, shown at the field.
  const grantField = meridian.getByRole('textbox', { name: 'Give access to' });
  await grantField.fill('nobody-by-that-name');
  await meridian.getByRole('button', { name: 'Grant access' }).click();
  await expect(meridian.getByText('404: No account matches "nobody-by-that-name"')).toBeVisible();
  await grantField.fill(colleague.username);
  await meridian.getByRole('button', { name: 'Grant access' }).click();
  await expect(toast(page, `Cory Colleague now has access to ${MERIDIAN}`)).toBeVisible();
  await expect(membersOf(meridian).getByText('Cory Colleague')).toBeVisible();
  await expect(grantField).toHaveValue('');
  expect(await projectsSeenBy(colleague.api)).toContain(MERIDIAN);

  // Remove the stranger again: their very next request sees nothing.
  await meridian.getByRole('button', { name: `Remove Sam Stranger from ${MERIDIAN}` }).click();
  await expect(toast(page, `Sam Stranger no longer has access to ${MERIDIAN}`)).toBeVisible();
  await expect(membersOf(meridian).getByText('Sam Stranger')).toHaveCount(0);
  expect(await projectsSeenBy(stranger.api)).toEqual([]);
  const insights = await stranger.api.get(`/api/customer/${encodeURIComponent(MERIDIAN)}/insights`);
  expect(insights.status()).toBe(403);
});

test('the clients screen filters, and says so when loading fails', async ({ page }) => {
  await signIn(page, 'admin');
  // A real network failure (the request is aborted), then Retry reaches the server.
  // The list asks for a page (`?limit=…`), so the pattern allows a query string.
  const list = /\/api\/clients(\?|$)/;
  await page.route(list, (route) => route.abort('connectionrefused'));
  await page.goto('/admin/clients');
  const failure = page.getByRole('alert').filter({ hasText: 'Could not load clients.' });
  await expect(failure).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'admin-clients-error', { fullPage: false });
  await page.unroute(list);
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(clientCard(page, MERIDIAN)).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Find a client or person' });
  await search.fill('harper');
  await expect(clientCard(page, HARBOR)).toBeVisible();
  await expect(clientCard(page, MERIDIAN)).toHaveCount(0);
  await search.fill('no such client anywhere');
  await expect(
    page.getByText('No client or person matches "no such client anywhere"'),
  ).toBeVisible();
});

test('a customer without access is told whose approval they wait for, then sees their client', async ({
  page,
  browser,
}) => {
  const waiting = await registrant('Wendy Waiting', HARBOR);
  await signIn(page, waiting.username, PASSWORD);
  await page.goto('/customer');
  const notice = page.getByRole('status').filter({ hasText: 'Waiting for approval' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(
    `Your access to ${HARBOR} is waiting for approval by a Parley administrator or a member of ${HARBOR}.`,
  );
  await expect(page.getByRole('button', { name: 'New Project' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Active Projects' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'customer-access-waiting');

  // A member of Harbor Bank approves from their Team section.
  const memberContext = await browser.newContext({
    baseURL: currentServerUrl(),
    serviceWorkers: 'block',
  });
  const member = await memberContext.newPage();
  await signIn(member, 'customer2');
  await member.goto('/customer');
  const team = member.getByRole('region', { name: 'Team' });
  const card = team.getByRole('article', { name: HARBOR });
  await expect(card.getByText('Wendy Waiting')).toBeVisible();
  await expect(card.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expectNoSeriousA11yViolations(member);
  await screenshotAtBothWidths(member, 'customer-team');
  await card.getByRole('button', { name: `Approve Wendy Waiting for ${HARBOR}` }).click();
  await expect(card.getByRole('region', { name: `Members of ${HARBOR}` })).toContainText(
    'Wendy Waiting',
  );
  await memberContext.close();

  // Back in the waiting customer's tab: 'Check again' finds the grant.
  await notice.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('heading', { name: 'Your Projects' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Team' })).toContainText('Harper Customer');
});

test('a customer with no client asks for one from the waiting screen', async ({ page }) => {
  const loner = await registrant('Lee Loner', null);
  await signIn(page, loner.username, PASSWORD);
  await page.goto('/customer');
  await expect(page.getByRole('status').filter({ hasText: 'No client access yet' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Ask for access to a client' });
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'customer-access-none');
  await form.getByRole('textbox', { name: 'Your organisation' }).fill(MERIDIAN.toUpperCase());
  await form.getByRole('button', { name: 'Request access' }).click();
  const waiting = page.getByRole('status').filter({ hasText: 'Waiting for approval' });
  await expect(waiting).toContainText(`Your access to ${MERIDIAN} is waiting for approval`);
  await expect(form).toHaveCount(0);
  expect(await projectsSeenBy(loner.api)).toEqual([]);
});
