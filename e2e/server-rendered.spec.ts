import { expect, type Page } from '@playwright/test';
import { adminApi, createInterview } from './support/interviews';
import { signIn } from './support/screens';
import { SessionPage } from './support/sessionPage';
import { test } from './support/test';

/**
 * The first open of the home page and of an interview link comes server-rendered
 * (api/web/prerender.ts): readable before any script runs, then hydrated by the app
 * without being drawn again. Other pages, and signed-in visitors, get the app as built.
 */

const QUESTIONS = ['What changed in your market this year?', 'What will change next?'];

/** Console errors (hydration mismatches are logged there by app/boot/startApp.tsx). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the HTML of the home page and an interview link holds the screen, its styles and its data', async ({
  request,
  baseURL,
}) => {
  const home = await (await request.get('/')).text();
  expect(rootOf(home)).toContain('AI assistants powered by human insight');
  expect(home).toMatch(/<style>[\s\S]+?<\/style>/);
  // Nothing fetched ahead of the first paint but the entry script and the hero image.
  expect(home).not.toContain('rel="modulepreload"');
  expect(home).not.toContain('rel="stylesheet"');

  const api = await adminApi(baseURL!);
  const interview = await createInterview(api, QUESTIONS);
  await api.dispose();
  const link = await request.get(`/expert/${interview.id}`);
  expect(link.status()).toBe(200);
  const html = await link.text();
  expect(rootOf(html)).toContain('Confidential Interview Session');
  expect(rootOf(html)).toContain('This interview is conducted on behalf of');
  expect(html).toContain('id="parley-prerendered-state"');
  // The inline styles are allowed by hash, never by 'unsafe-inline'.
  const policy = link.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/style-src 'self' 'sha256-/);
  expect(policy).not.toContain("'unsafe-inline'");
});

test('an interview link is readable with JavaScript off, and works once the app runs', async ({
  browser,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const interview = await createInterview(api, QUESTIONS);
  await api.dispose();

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto(`/expert/${interview.id}`);
  const root = still.locator('#root');
  await expect(root.getByText('Confidential Interview Session')).toBeVisible();
  await expect(
    root.getByText('This interview is conducted on behalf of Meridian Capital.'),
  ).toBeVisible();
  // Shown, but held until the app runs: nothing can be pressed that would not work.
  await expect(root).toHaveAttribute('inert', '');
  await expect(root).toHaveAttribute('aria-hidden', 'true');
  await noScript.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchErrors(page);
  const session = new SessionPage(page);
  await session.open(interview.id);
  await session.acceptDisclaimer();
  await expect(session.question(QUESTIONS[0]!)).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden');
  // Hydrated, not redrawn: no mismatch was recovered by rendering afresh.
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
  // The device keeps the interview the server rendered, so a reload offline still opens it.
  const stored = await page.evaluate(
    (id) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('parley');
        open.onsuccess = () => {
          const get = open.result.transaction('sessions').objectStore('sessions').get(id);
          get.onsuccess = () => resolve(!!get.result);
        };
        open.onerror = () => resolve(false);
      }),
    interview.id,
  );
  expect(stored).toBe(true);
  await context.close();
});

test('fetching the link (a mail scanner, a preview) neither starts the interview nor counts as an open; the app does both', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const interview = await createInterview(api, QUESTIONS);
  const opens = async () => {
    const response = await api.get(
      `/api/audit-events?action=interview.opened_by_link&subject=${interview.id}`,
    );
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { events: unknown[] }).events.length;
  };
  const status = async () =>
    ((await (await api.get(`/api/interviews/${interview.id}`)).json()) as { status: string })
      .status;

  const scanned = await request.get(`/expert/${interview.id}`);
  expect(rootOf(await scanned.text())).toContain('Confidential Interview Session');
  expect(await status()).toBe('pending');
  expect(await opens()).toBe(0);

  await new SessionPage(page).open(interview.id);
  await expect(page.getByRole('dialog', { name: 'Confidential Interview Session' })).toBeVisible();
  await expect.poll(status).toBe('in_progress');
  await expect.poll(opens).toBe(1);
  await api.dispose();
});

test('the home page hydrates in place: the elements the server sent become the app', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // Before any script of the app runs, note the heading the server sent.
  await page.addInitScript(() => {
    addEventListener('DOMContentLoaded', () => {
      (window as { serverHeading?: Element | null }).serverHeading =
        document.querySelector('#root h1');
    });
  });
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'AI assistants powered by human insight' }),
  ).toBeVisible();
  const sameHeading = await page.evaluate(() => {
    const { serverHeading } = window as { serverHeading?: Element | null };
    return !!serverHeading && serverHeading === document.querySelector('#root h1');
  });
  expect(sameHeading).toBe(true);
  // The app runs the page: its links navigate without a reload.
  await page.evaluate(() => {
    (window as { stillThisPage?: boolean }).stillThisPage = true;
  });
  await page.getByRole('main').getByRole('link', { name: 'For Researchers' }).click();
  await expect(page).toHaveURL(/\/r&d$/);
  expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(
    true,
  );
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
});

test('signed in or an unknown link: the page is left to the app; a closed link says so at once', async ({
  page,
  request,
  baseURL,
}) => {
  const unknown = await request.get('/expert/int_does_not_exist');
  expect(unknown.status()).toBe(200);
  expect(rootOf(await unknown.text())).toBe('');
  await page.goto('/expert/int_does_not_exist');
  await expect(page.getByRole('heading', { name: 'Interview not found' })).toBeVisible();

  const api = await adminApi(baseURL!);
  const interview = await createInterview(api, QUESTIONS);
  const closed = await api.post(`/api/interviews/${interview.id}/close`);
  expect(closed.ok()).toBe(true);
  await api.dispose();
  // A closed link renders too: it says so before any script runs.
  expect(rootOf(await (await request.get(`/expert/${interview.id}`)).text())).toContain(
    'This interview is closed',
  );

  await signIn(page, 'customer');
  const home = await page.request.get('/');
  expect(rootOf(await home.text())).toBe('');
  await page.goto('/');
  await expect(page).not.toHaveURL(/\/$/);
});

/** The markup the server put in #root ('' when the browser renders the page). */
function rootOf(html: string): string {
  const start = /<div id="root"[^>]*>/.exec(html);
  const end = html.indexOf('<script type="application/json" id="parley-prerendered-state">');
  return start && end > start.index ? html.slice(start.index + start[0].length, end) : '';
}
