import path from 'node:path';
import { expect, type Locator, type Page, type Route } from '@playwright/test';
import type { User } from '../sync/contract/auth';
import { DESKTOP, expectNoSeriousA11yViolations, PHONE } from './support/pageChecks';
import { test } from './support/test';

const EXPERT_SIGNUP = 'Join Our Expert Network';
const START_PROJECT = 'Start Your Project';
const ALMOST_DONE = 'Almost Done!';
const THANK_YOU = 'Thank You!';

/**
 * Watches, in the page, for a dialog holding `text` to open and then close; the returned
 * function gives how long it was open (ms, by the page's clock).
 */
async function timeDialogOpen(page: Page, text: string): Promise<() => Promise<number>> {
  await page.evaluate((wanted) => {
    const times: { shown?: number; hidden?: number } = {};
    (window as unknown as { dialogTimes: typeof times }).dialogTimes = times;
    const isOpen = () =>
      [...document.querySelectorAll('[role="dialog"]')].some((node) =>
        node.textContent?.includes(wanted),
      );
    new MutationObserver(() => {
      const open = isOpen();
      if (open && times.shown === undefined) times.shown = performance.now();
      if (!open && times.shown !== undefined && times.hidden === undefined) {
        times.hidden = performance.now();
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text);
  return async () => {
    const { shown, hidden } = await page.evaluate(
      () => (window as unknown as { dialogTimes: { shown?: number; hidden?: number } }).dialogTimes,
    );
    expect(shown, 'the dialog was seen opening').toBeDefined();
    expect(hidden, 'the dialog was seen closing').toBeDefined();
    return hidden! - shown!;
  };
}
const DEMO_EXPERT_EMAIL = 'expert@parley.test';
const EXISTING_CLIENT = 'Meridian Capital';

const ALERTS = {
  inquiryRejected:
    'There was an issue submitting your inquiry. Please try again or contact us directly.',
  inquiryNetwork: 'There was a network error. Please check your connection and try again.',
  setFailed: 'Failed to set password. Please try again.',
  loginFailed: 'Failed to login. Please try logging in manually.',
  unexpected: 'There was an error setting up your password. Please try again.',
};

const SAMPLES = {
  'Full Name': 'Dana Whitfield',
  'Current Role': 'Head of Credit Risk',
  Company: 'Northgate Bank',
  'Area of Expertise': 'Commercial lending, credit risk models and loan pricing',
};

/** Unique per run and per call: the server keeps every account and form. */
const stamp = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
const uniqueEmail = (who: string) => `${who}.${stamp()}@example.com`;

/**
 * The open dialog at 1280 and 390 px. Viewport shots: the modal is fixed to the
 * viewport, so a full-page shot would show it over the wrong part of the page.
 */
async function screenshotAtBothWidths(page: Page, name: string) {
  const original = page.viewportSize();
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(250);
    await page.screenshot({
      path: path.join(
        process.env.E2E_OUTPUT_DIR ?? 'test-results',
        'screens',
        `${name}-${size.width}.png`,
      ),
    });
  }
  if (original) await page.setViewportSize(original);
}

const dialogNamed = (page: Page, title: string) => page.getByRole('dialog', { name: title });

async function openExpertSignup(page: Page) {
  await page.goto('/for-experts');
  await page.getByRole('button', { name: 'Get Started as an Expert' }).click();
  const dialog = dialogNamed(page, EXPERT_SIGNUP);
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openStartProject(page: Page) {
  await page.goto('/how-we-work');
  await page.getByRole('button', { name: START_PROJECT }).first().click();
  const dialog = dialogNamed(page, START_PROJECT);
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillExpertSignup(dialog: Locator, email: string) {
  await dialog.getByLabel('Full Name').fill('Priya Raman');
  await dialog.getByLabel('Current Role').fill('Director of Treasury');
  await dialog.getByLabel('Company').fill('Harbor Bank');
  await dialog.getByLabel('Area of Expertise').fill('Liquidity management and FX hedging');
  await dialog.getByLabel('Email').fill(email);
}

async function fillInquiry(page: Page, dialog: Locator, company: string, email: string) {
  await dialog.getByLabel('Company Name').fill(company);
  await dialog.getByRole('button', { name: /Company Size/ }).click();
  await page.getByRole('option', { name: '51-200 employees' }).click();
  await dialog.getByLabel('Contact Email').fill(email);
}

async function fillPasswords(dialog: Locator, password: string, confirmation = password) {
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByLabel('Confirm Password').fill(confirmation);
  await dialog.getByRole('button', { name: 'Set Password & Continue' }).click();
}

/** Who the browser's session cookie belongs to, asked from inside the page. */
async function sessionUser(page: Page): Promise<User | null> {
  return page.evaluate(async () => {
    const response = await fetch('/api/user', { credentials: 'include' });
    return response.ok ? ((await response.json()) as User) : null;
  });
}

/** Sends the request on to the server with a changed JSON body: the server's real answer comes back. */
function forwardWith(change: (body: Record<string, unknown>) => Record<string, unknown>) {
  return (route: Route) =>
    route.continue({
      postData: JSON.stringify(change(route.request().postDataJSON() as Record<string, unknown>)),
    });
}

function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('Expert signup', () => {
  test('shows every validation message inline and passes axe', async ({ page }) => {
    const dialog = await openExpertSignup(page);
    await expectNoSeriousA11yViolations(page);
    await screenshotAtBothWidths(page, 'dialog-expert-signup');

    await dialog.getByRole('button', { name: 'Join Network' }).click();
    for (const message of [
      'Full name is required',
      'Current role is required',
      'Company is required',
      'Area of expertise is required',
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    // The form moved focus to the first missing field, and left it empty.
    await expect(dialog.getByLabel('Full Name')).toBeFocused();
    await expect(dialog.getByLabel('Full Name')).toHaveValue('');
    await expect(dialog.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Email').blur();
    await expect(
      dialog.getByText('Please enter a valid email address', { exact: true }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotAtBothWidths(page, 'dialog-expert-signup-errors');
  });

  test('focusing an empty field fills in a sample; typed text is never replaced', async ({
    page,
  }) => {
    const dialog = await openExpertSignup(page);
    for (const [label, sample] of Object.entries(SAMPLES)) {
      await dialog.getByLabel(label).focus();
      await expect(dialog.getByLabel(label)).toHaveValue(sample);
    }
    // The e-mail decides whether an account is opened: no sample there.
    await dialog.getByLabel('Email').focus();
    await expect(dialog.getByLabel('Email')).toHaveValue('');

    // The sample is selected, so typing replaces it.
    await dialog.getByLabel('Company').focus();
    await page.keyboard.type('Acme Bank');
    await expect(dialog.getByLabel('Company')).toHaveValue('Acme Bank');

    await dialog.getByLabel('Full Name').fill('Sam Ortiz');
    await dialog.getByLabel('Email').focus();
    await dialog.getByLabel('Full Name').focus();
    await expect(dialog.getByLabel('Full Name')).toHaveValue('Sam Ortiz');
  });

  test('without an e-mail it ends on the thank-you screen, no account', async ({ page }) => {
    const dialog = await openExpertSignup(page);
    await fillExpertSignup(dialog, '');
    const response = page.waitForResponse('**/api/expert-signups');
    await dialog.getByRole('button', { name: 'Join Network' }).click();
    const body = await (await response).json();
    expect(body.user).toBeUndefined();
    expect(body.signup.email).toBeNull();
    const thanks = dialogNamed(page, THANK_YOU);
    await expect(thanks.getByText('Thanks for your interest in joining')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await thanks.getByRole('button', { name: 'Done' }).click();
    await expect(thanks).toBeHidden();

    // A new opening starts from an empty form again.
    await page.getByRole('button', { name: 'Get Started as an Expert' }).click();
    await expect(dialogNamed(page, EXPERT_SIGNUP).getByLabel('Email')).toHaveValue('');
  });

  test('with a new e-mail: Almost Done!, password rules, then signed in on /expert-dashboard', async ({
    page,
  }) => {
    const email = uniqueEmail('expert');
    const dialog = await openExpertSignup(page);
    await fillExpertSignup(dialog, email);
    await dialog.getByRole('button', { name: 'Join Network' }).click();

    const step = dialogNamed(page, ALMOST_DONE);
    await expect(step).toBeVisible();
    await expect(step.getByText(email)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotAtBothWidths(page, 'dialog-almost-done');

    await step.getByRole('button', { name: 'Set Password & Continue' }).click();
    await expect(step.getByText('Password is required', { exact: true })).toBeVisible();
    await expect(step.getByText('Please confirm your password', { exact: true })).toBeVisible();

    await fillPasswords(step, 'correct-horse', 'correct-horsE');
    await expect(step.getByText("Passwords don't match", { exact: true })).toBeVisible();

    await fillPasswords(step, 'abc12');
    await expect(
      step.getByText('Password must be at least 6 characters', { exact: true }),
    ).toBeVisible();
    await expect(step.getByText("Passwords don't match", { exact: true })).toBeHidden();

    await fillPasswords(step, 'correct-horse');
    await page.waitForURL('**/expert-dashboard');
    await expect(page).toHaveURL(/\/expert-dashboard$/);
    // The guard let the new account in: no bounce to /auth or /unauthorized.
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/expert-dashboard$/);
    const me = await sessionUser(page);
    expect(me?.role).toBe('expert');
    expect(me?.username).toBe(email);
  });

  test('with an e-mail that already has an account: thank-you, no password step', async ({
    page,
  }) => {
    const dialog = await openExpertSignup(page);
    await fillExpertSignup(dialog, DEMO_EXPERT_EMAIL);
    await dialog.getByRole('button', { name: 'Join Network' }).click();
    await expect(dialogNamed(page, THANK_YOU)).toBeVisible();
    await expect(dialogNamed(page, ALMOST_DONE)).toHaveCount(0);
    expect(await sessionUser(page)).toBeNull();
  });

  test('a failed signup is only logged: the form and the input stay', async ({ page }) => {
    const errors = recordConsoleErrors(page);
    const dialog = await openExpertSignup(page);
    const email = uniqueEmail('rejected');
    await fillExpertSignup(dialog, email);

    // The server's real 400: the request reaches it with a field it does not accept.
    await page.route(
      '**/api/expert-signups',
      forwardWith((body) => ({ ...body, fullName: '' })),
    );
    const rejected = page.waitForResponse('**/api/expert-signups');
    await dialog.getByRole('button', { name: 'Join Network' }).click();
    expect((await rejected).status()).toBe(400);
    await expect(dialog.getByRole('button', { name: 'Join Network' })).toBeEnabled();
    await expect(dialog.getByLabel('Full Name')).toHaveValue('Priya Raman');
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    expect(errors.some((text) => text.includes('Expert signup failed'))).toBe(true);

    // Offline: the same.
    await page.unroute('**/api/expert-signups');
    await page.route('**/api/expert-signups', (route) => route.abort());
    await dialog.getByRole('button', { name: 'Join Network' }).click();
    await expect
      .poll(() => errors.filter((text) => text.includes('Expert signup failed')).length)
      .toBe(2);
    await expect(dialog.getByLabel('Area of Expertise')).toHaveValue(
      'Liquidity management and FX hedging',
    );

    // Back online, the same form goes through.
    await page.unroute('**/api/expert-signups');
    await dialog.getByRole('button', { name: 'Join Network' }).click();
    await expect(dialogNamed(page, ALMOST_DONE)).toBeVisible();
  });

  test('password step failures show the spec alerts and can be retried', async ({ page }) => {
    const email = uniqueEmail('retry');
    const dialog = await openExpertSignup(page);
    await fillExpertSignup(dialog, email);
    await dialog.getByRole('button', { name: 'Join Network' }).click();
    const step = dialogNamed(page, ALMOST_DONE);
    await expect(step).toBeVisible();

    // Network failure on set-password.
    await page.route('**/api/set-password', (route) => route.abort());
    await fillPasswords(step, 'correct-horse');
    await expect(step.getByRole('alert')).toHaveText(ALERTS.unexpected);
    await page.unroute('**/api/set-password');

    // The server refuses (403): another account's id reaches it.
    await page.route(
      '**/api/set-password',
      forwardWith((body) => ({ ...body, userId: 'usr_not_this_one' })),
    );
    await step.getByRole('button', { name: 'Set Password & Continue' }).click();
    await expect(step.getByRole('alert')).toHaveText(ALERTS.setFailed);
    await expect(step.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(
      'correct-horse',
    );
    await page.unroute('**/api/set-password');
    await screenshotAtBothWidths(page, 'dialog-password-alert');

    // The password is stored, but signing in fails (the server sees a wrong password).
    await page.route(
      '**/api/login',
      forwardWith((body) => ({ ...body, password: 'wrong!!' })),
    );
    await step.getByRole('button', { name: 'Set Password & Continue' }).click();
    await expect(step.getByRole('alert')).toContainText(ALERTS.loginFailed);
    await expect(
      step.getByRole('alert').getByRole('link', { name: 'Go to sign in' }),
    ).toBeVisible();
    await page.unroute('**/api/login');

    // A retry only signs in: the password is already set.
    const setPasswordCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/set-password')) setPasswordCalls.push(request.url());
    });
    await step.getByRole('button', { name: 'Try signing in again' }).click();
    await page.waitForURL('**/expert-dashboard');
    expect(setPasswordCalls).toEqual([]);
    expect((await sessionUser(page))?.username).toBe(email);
  });
});

test.describe('Start Your Project', () => {
  test('shows every validation message inline and passes axe', async ({ page }) => {
    const dialog = await openStartProject(page);
    await expectNoSeriousA11yViolations(page);
    await screenshotAtBothWidths(page, 'dialog-start-project');
    await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
    for (const message of [
      'Company name is required',
      'Company size is required',
      'Valid email is required',
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await dialog.getByLabel('Contact Email').fill('someone@');
    await dialog.getByLabel('Company Name').focus();
    await expect(dialog.getByText('Valid email is required', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: /Company Size/ }).click();
    const sizes = page.getByRole('option');
    await expect(sizes).toHaveText([
      '1-10 employees',
      '11-50 employees',
      '51-200 employees',
      '201-1000 employees',
      '1000+ employees',
    ]);
    await page.getByRole('option', { name: '1-10 employees' }).click();
    await expect(dialog.getByText('Company size is required', { exact: true })).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await screenshotAtBothWidths(page, 'dialog-start-project-errors');
  });

  test('a new company: password step, then signed in as its customer on /customer', async ({
    page,
  }) => {
    const company = `Lumen Analytics ${stamp()}`;
    const email = uniqueEmail('client');
    const dialog = await openStartProject(page);
    await fillInquiry(page, dialog, company, email);
    const sent = page.waitForRequest('**/api/project-inquiries');
    await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
    expect((await sent).postDataJSON()).toEqual({
      companyName: company,
      companySize: '51-200',
      contactEmail: email,
    });

    const step = dialogNamed(page, ALMOST_DONE);
    await expect(step).toBeVisible();
    await fillPasswords(step, 'lumen-pass', 'lumen-pasS');
    await expect(step.getByText("Passwords don't match", { exact: true })).toBeVisible();
    await fillPasswords(step, 'short');
    await expect(
      step.getByText('Password must be at least 6 characters', { exact: true }),
    ).toBeVisible();

    // The thank-you shows just before the full page load to /customer; a locator
    // would wait for that navigation, so the page notes the text in sessionStorage, which
    // the tab keeps across a same-origin load. (A call to an exposed function made just
    // before the navigation was dropped with the page it came from, now and then in CI.)
    const ACCOUNT_CREATED = 'Account created! Redirecting to your dashboard...';
    const SEEN_KEY = 'test:seen-before-redirect';
    await page.evaluate(
      ({ text, key }) => {
        new MutationObserver((_, observer) => {
          const dialog = document.querySelector('[role="dialog"]');
          if (dialog?.textContent?.includes('Thank You!') && dialog.textContent.includes(text)) {
            observer.disconnect();
            sessionStorage.setItem(key, text);
          }
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      },
      { text: ACCOUNT_CREATED, key: SEEN_KEY },
    );
    const setPassword = page.waitForRequest('**/api/user/set-password');
    await fillPasswords(step, 'lumen-pass');
    expect((await setPassword).postDataJSON()).toMatchObject({ password: 'lumen-pass' });

    await page.waitForURL('**/customer');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/customer$/);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SEEN_KEY)).toBe(
      ACCOUNT_CREATED,
    );
    const me = await sessionUser(page);
    expect(me).toMatchObject({ role: 'customer', username: email, clientAccess: company });
  });

  test("an existing client's company: thank-you that closes itself after about 3 s", async ({
    page,
  }) => {
    const dialog = await openStartProject(page);
    await fillInquiry(page, dialog, EXISTING_CLIENT, uniqueEmail('meridian'));
    const openFor = await timeDialogOpen(page, "We've received your inquiry");
    await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
    const thanks = dialogNamed(page, THANK_YOU);
    await expect(thanks).toBeVisible();
    await expect(thanks.getByText("We've received your inquiry")).toBeVisible();
    await expect(thanks.getByText('Account created!')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await expect(thanks).toBeHidden({ timeout: 6000 });
    // Timed by the page's clock, not the test's. axe runs on the page's main thread while the
    // dialog is open and can hold its 3 s timer: 4.5 s on a busy two-core machine.
    const closedAfter = await openFor();
    expect(closedAfter).toBeGreaterThan(2000);
    expect(closedAfter).toBeLessThan(6000);
    expect(await sessionUser(page)).toBeNull();
  });

  test('a 4xx from the server shows the inquiry alert and keeps the input', async ({ page }) => {
    const dialog = await openStartProject(page);
    const email = uniqueEmail('bad');
    await fillInquiry(page, dialog, 'Quarry Labs', email);
    await page.route(
      '**/api/project-inquiries',
      forwardWith((body) => ({ ...body, companySize: 'gigantic' })),
    );
    const rejected = page.waitForResponse('**/api/project-inquiries');
    await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
    expect((await rejected).status()).toBe(400);
    await expect(dialog.getByRole('alert')).toHaveText(ALERTS.inquiryRejected);
    await expect(dialog.getByLabel('Company Name')).toHaveValue('Quarry Labs');
    await expect(dialog.getByLabel('Contact Email')).toHaveValue(email);
    await expect(dialog.getByRole('button', { name: /Company Size/ })).toContainText('51-200');
    await expectNoSeriousA11yViolations(page);
    await screenshotAtBothWidths(page, 'dialog-inquiry-alert');
  });

  test('a network failure shows the network alert and keeps the input', async ({ page }) => {
    const dialog = await openStartProject(page);
    await fillInquiry(page, dialog, 'Quarry Labs', 'ops@quarry.example');
    await page.route('**/api/project-inquiries', (route) => route.abort());
    await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(ALERTS.inquiryNetwork);
    await expect(dialog.getByLabel('Company Name')).toHaveValue('Quarry Labs');
    await expect(dialog.getByLabel('Contact Email')).toHaveValue('ops@quarry.example');
  });

  test('Cancel is disabled while the inquiry is on its way', async ({ page }) => {
    const dialog = await openStartProject(page);
    await fillInquiry(page, dialog, EXISTING_CLIENT, uniqueEmail('slow'));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/project-inquiries', async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeVisible();
    release();
    await expect(dialogNamed(page, THANK_YOU)).toBeVisible();
  });

  test('Cancel closes the dialog, and the next opening starts empty', async ({ page }) => {
    const dialog = await openStartProject(page);
    await dialog.getByLabel('Company Name').fill('Half-typed Ltd');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: START_PROJECT }).first().click();
    await expect(dialogNamed(page, START_PROJECT).getByLabel('Company Name')).toHaveValue('');
  });
});
