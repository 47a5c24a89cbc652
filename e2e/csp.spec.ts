import fs from 'node:fs';
import { expect } from '@playwright/test';
import { speechWav, withFakeMicrophone } from './support/fakeMicrophone';
import { adminApi, createInterview } from './support/interviews';
import { patience } from './support/patience';
import {
  DEMO_CLIENT,
  DEMO_PASSWORD,
  DEMO_PROJECT,
  PUBLIC_URLS,
  SCREENS,
  signIn,
  visit,
} from './support/screens';
import { SessionPage } from './support/sessionPage';
import { test as base } from './support/test';

/**
 * Every screen of the app under the pages' Content-Security-Policy
 * (api/middleware/contentSecurityPolicy.ts), as each role uses it: a test fails on
 * any `securitypolicyviolation` event, on any CSP report in the console (Chromium
 * logs blocked eval and inline code there too), and on any page served without the
 * policy. The other specs run under the same policy; this one makes sure nothing
 * is only quietly blocked.
 */

const wav = speechWav('csp-answer', 'our revenue grew twelve percent last year');

interface PolicyWatch {
  problems: string[];
}

declare global {
  interface Window {
    reportCspViolation?: (text: string) => void;
  }
}

const test = base.extend<{ policy: PolicyWatch }>({
  policy: [
    async ({ page }, use) => {
      const problems: string[] = [];
      // A binding survives navigations, so a violation on a page left a moment later
      // is still reported.
      await page.exposeFunction('reportCspViolation', (text: string) => problems.push(text));
      await page.addInitScript(() => {
        window.addEventListener(
          'securitypolicyviolation',
          (event) =>
            window.reportCspViolation?.(
              `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} ` +
                `in ${event.sourceFile || location.pathname}:${event.lineNumber} ${event.sample}`,
            ),
          true,
        );
      });
      page.on('console', (message) => {
        if (/content.security.policy/i.test(message.text())) {
          problems.push(`console ${message.type()}: ${message.text()}`);
        }
      });
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'document') return;
        const policy = response.headers()['content-security-policy'] ?? '';
        if (!/script-src 'self'/.test(policy) || /unsafe-(inline|eval)/.test(policy)) {
          problems.push(`${response.url()} came with the policy "${policy}"`);
        }
      });
      await use({ problems });
      expect(problems, problems.join('\n')).toEqual([]);
    },
    { auto: true },
  ],
});

// The recorder test needs a microphone; the others simply never use it.
test.use({ launchOptions: withFakeMicrophone(wav) });
test.setTimeout(patience(120_000));

test('the screen list covers every route of the app', () => {
  const source = fs.readFileSync('app/routes.tsx', 'utf8');
  const routes = [...source.matchAll(/\bpath="([^"]+)"/g)].map((match) => match[1] ?? '');
  expect(routes.length).toBeGreaterThan(10);
  expect(routes.filter((route) => !(route in SCREENS))).toEqual([]);
});

test('public pages, the sign-in form and the error screens', async ({ page }) => {
  for (const url of PUBLIC_URLS) await visit(page, url);

  // Forms validate with the contract's zod schemas in the browser.
  await visit(page, '/book-demo');
  await page.getByRole('button', { name: 'Request Demo' }).click();
  await expect(page.getByText(/required/i).first()).toBeVisible();

  await visit(page, '/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill('admin');
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the admin screens and their dialogs', async ({ page }) => {
  await signIn(page, 'admin');
  await visit(page, '/admin');
  for (const name of ['New Project', 'Create Interview']) {
    await page.getByRole('button', { name }).first().click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await visit(page, '/admin/outbox');
  await visit(page, '/admin/clients');
  await visit(page, '/admin/audit');
  await visit(page, '/settings/tokens');
  await visit(page, `/customer/${DEMO_CLIENT}`);
  await visit(page, `/customer-simple/${DEMO_CLIENT}`);
});

test('the customer screens: home, client dashboard, every project tab with AI and charts', async ({
  page,
}) => {
  await signIn(page, 'customer');
  await visit(page, '/customer');
  await visit(page, `/customer/${DEMO_CLIENT}`);

  await visit(page, `/customer/${DEMO_PROJECT}`);
  await page.getByRole('tab', { name: 'AI Q&A', exact: true }).click();
  await page.getByRole('textbox', { name: 'Your question' }).fill('What do experts say about ESG?');
  await page.getByRole('button', { name: 'Ask AI' }).click();
  // The answer is sanitised HTML put into the page: it must render under the policy.
  await expect(
    page.getByRole('list', { name: 'Answers' }).getByRole('article').first(),
  ).toBeVisible({ timeout: patience(30_000) });

  await page.getByRole('tab', { name: 'Interview Transcripts', exact: true }).click();
  await page
    .getByRole('button', { name: /^View Transcript of / })
    .first()
    .click();
  const transcript = page.getByRole('dialog', { name: 'Interview Transcript' });
  await expect(transcript).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Custom Analysis', exact: true }).click();
  await page.getByRole('button', { name: 'New Graph' }).click();
  const graph = page.getByRole('dialog', { name: 'New Graph' });
  await graph.getByLabel('Question').fill(`How often does each theme come up? (${Date.now()})`);
  await graph.getByLabel('Parameters').fill('ESG, AI, regulation');
  await graph.getByRole('button', { name: 'Generate Graph' }).click();
  await expect(graph).toBeHidden({ timeout: patience(30_000) });
  // recharts draws the graph as SVG with inline style props.
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
});

test('the expert dashboard', async ({ page }) => {
  await signIn(page, 'expert');
  await visit(page, '/expert-dashboard');
});

test('the interview screen, recording and transcribing an answer', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const interview = await createInterview(api, ['How did your revenue change last year?']);
  await api.dispose();
  const session = new SessionPage(page);
  await session.open(interview.id);
  await session.acceptDisclaimer();
  await session.record(3_000);
  await expect(session.answerBox).toHaveValue(/\w/, { timeout: patience(30_000) });
  await session.submit();
  await page.waitForLoadState('networkidle');
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('installs and takes control under the policy', async ({ page }) => {
    await visit(page, '/');
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL;
    });
    expect(scope).toMatch(/\/sw\.js$/);
    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['content-security-policy']).toMatch(/worker-src 'self'/);
    // A reload is served by the worker from its precache, with the policy it stored.
    await page.reload();
    await expect(page.locator('#root')).not.toBeEmpty();
  });
});
