import { expect, type Page, type Request } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshotAtBothWidths } from './support/pageChecks';
import { test } from './support/test';

const POSITION = 'Forward deployed engineer';
const APPLICATION_ERROR = 'Failed to submit application. Please try again.';
const DEMO_THANKS =
  "We've received your demo request. Our team will contact you within 24 hours to schedule your personalized demo.";

/** A small but well-formed one-page PDF, as a real résumé upload would be. */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 612 792]>> endobj',
    'trailer <</Root 1 0 R>>',
    '%%EOF',
  ].join('\n'),
);

/** A unique address per call: the server keeps every submission. */
const uniqueEmail = (who: string) =>
  `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Every request to `path` the page sends, in order. */
function recordRequests(page: Page, path: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) sent.push(request);
  });
  return sent;
}

/** Console errors the page logs (the demo form's failures are "logged only"). */
function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const toasts = (page: Page) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('alertdialog');

test.describe('/careers', () => {
  const applicationDialog = (page: Page) => page.getByRole('dialog', { name: POSITION });
  const applicationForm = (page: Page) => page.getByRole('form', { name: 'Job application' });

  async function openApplication(page: Page) {
    await page.goto('/careers');
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await expect(applicationDialog(page)).toBeVisible();
    return applicationForm(page);
  }

  async function fillApplication(page: Page, email = uniqueEmail('applicant')) {
    const form = applicationForm(page);
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Additional Information').fill('Built analytical engines.');
    return { name: 'Ada Lovelace', email, additionalInfo: 'Built analytical engines.' };
  }

  const submitApplication = (page: Page) =>
    applicationForm(page).getByRole('button', { name: 'Submit Application' }).click();

  test('shows the mission and the one open role', async ({ page }) => {
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByText('Parley builds AI assistants powered by human insight'),
    ).toBeVisible();
    const roles = page.getByRole('region', { name: 'Open Roles' });
    await expect(roles.getByRole('heading', { name: POSITION })).toBeVisible();
    await expect(roles.getByText('New York | SF')).toBeVisible();
    await expect(roles.getByRole('article')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await screenshotAtBothWidths(page, 'careers');
  });

  test('the application says what is missing and sends nothing', async ({ page }) => {
    const sent = recordRequests(page, '/api/job-applications');
    const form = await openApplication(page);
    await submitApplication(page);
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await screenshotAtBothWidths(page, 'careers-application-errors', { fullPage: false });

    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill('ada@');
    await submitApplication(page);
    await expect(form.getByText('Name is required')).toHaveCount(0);
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    expect(sent).toEqual([]);
  });

  test('counts additional information live and holds it to 200 characters', async ({ page }) => {
    const sent = recordRequests(page, '/api/job-applications');
    const form = await openApplication(page);
    await expect(form.getByText('0/200')).toBeVisible();
    const info = form.getByLabel('Additional Information');
    await info.pressSequentially('Hello');
    await expect(form.getByText('5/200')).toBeVisible();

    await fillApplication(page);
    await info.fill('x'.repeat(201));
    await expect(form.getByText('201/200')).toBeVisible();
    await submitApplication(page);
    await expect(form.getByText('Please keep to 200 characters or less')).toBeVisible();
    expect(sent).toEqual([]);

    await info.press('Backspace');
    await expect(form.getByText('200/200')).toBeVisible();
    await expect(form.getByText('Please keep to 200 characters or less')).toHaveCount(0);
  });

  test('refuses a résumé that is not PDF, DOC or DOCX before anything is sent', async ({
    page,
  }) => {
    const sent = recordRequests(page, '/api/job-applications');
    const form = await openApplication(page);
    await fillApplication(page);
    const hint = form.getByText('Please upload PDF, DOC, or DOCX files only');
    await expect(hint).toHaveCount(0);

    await form.locator('input[type="file"]').setInputFiles({
      name: 'resume.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('My résumé as plain text'),
    });
    await expect(hint).toBeVisible();
    await expect(form.getByText('No file chosen')).toBeVisible();
    await submitApplication(page);
    await expect(hint).toBeVisible();
    await screenshotAtBothWidths(page, 'careers-application-wrong-file', { fullPage: false });
    expect(sent).toEqual([]);

    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(hint).toHaveCount(0);
    await expect(form.getByText('resume.pdf')).toBeVisible();
  });

  test('a PDF résumé is uploaded with the application, then the success dialog shows', async ({
    page,
  }) => {
    const form = await openApplication(page);
    const values = await fillApplication(page);
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF });

    const requestSent = page.waitForRequest('**/api/job-applications');
    const answered = page.waitForResponse('**/api/job-applications');
    await submitApplication(page);
    const request = await requestSent;
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    // Playwright does not expose multipart bodies with files; the server's answer shows
    // what it received and stored.
    const response = await answered;
    expect(response.status()).toBe(201);
    const { application } = await response.json();
    expect(application).toMatchObject({ ...values, position: POSITION, hasResume: true });

    const success = page.getByRole('dialog', { name: 'Application Submitted' });
    await expect(success).toBeVisible();
    await expect(applicationDialog(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await screenshotAtBothWidths(page, 'careers-application-submitted', { fullPage: false });
    await success.getByRole('button', { name: 'Done' }).click();
    await expect(success).toHaveCount(0);

    // Applying again starts from an empty form.
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await expect(applicationForm(page).getByLabel('Name')).toHaveValue('');
    await expect(applicationForm(page).getByText('No file chosen')).toBeVisible();
  });

  test('without a résumé the application is sent as JSON', async ({ page }) => {
    await openApplication(page);
    const values = await fillApplication(page);
    const requestSent = page.waitForRequest('**/api/job-applications');
    await submitApplication(page);
    const request = await requestSent;
    expect(request.headers()['content-type']).toBe('application/json');
    expect(request.postDataJSON()).toEqual({ ...values, position: POSITION });
    await expect(page.getByRole('dialog', { name: 'Application Submitted' })).toBeVisible();
  });

  test('a network failure shows the Error toast and keeps everything entered', async ({ page }) => {
    await page.route('**/api/job-applications', (route) => route.abort('internetdisconnected'));
    const form = await openApplication(page);
    const values = await fillApplication(page);
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF });
    await submitApplication(page);
    await expect(toasts(page)).toContainText('Error');
    await expect(toasts(page)).toContainText(APPLICATION_ERROR);
    await expect(applicationDialog(page)).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue(values.name);
    await expect(form.getByLabel('Email')).toHaveValue(values.email);
    await expect(form.getByLabel('Additional Information')).toHaveValue(values.additionalInfo);
    await expect(form.getByText('resume.pdf')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Application Submitted' })).toHaveCount(0);
    await screenshotAtBothWidths(page, 'careers-application-failed', { fullPage: false });
  });

  test('a request the server rejects shows the Error toast and keeps the input', async ({
    page,
  }) => {
    // The server really answers: the body it gets names a position that does not exist.
    const answered = page.waitForResponse('**/api/job-applications');
    await page.route('**/api/job-applications', (route) =>
      route.continue({
        postData: JSON.stringify({ ...route.request().postDataJSON(), position: 'Astronaut' }),
      }),
    );
    const form = await openApplication(page);
    const values = await fillApplication(page);
    await submitApplication(page);
    expect((await answered).status()).toBe(400);
    await expect(toasts(page)).toContainText(APPLICATION_ERROR);
    await expect(form.getByLabel('Email')).toHaveValue(values.email);
  });
});

test.describe('/book-demo', () => {
  const demoForm = (page: Page) => page.getByRole('form', { name: 'Book a demo' });

  async function choose(page: Page, field: string, option: string) {
    await demoForm(page)
      .getByRole('button', { name: new RegExp(field) })
      .click();
    await page.getByRole('option', { name: option }).click();
  }

  async function fillDemoForm(page: Page, email = uniqueEmail('ada')) {
    const form = demoForm(page);
    await form.getByLabel('First Name').fill('Ada');
    await form.getByLabel('Last Name').fill('Lovelace');
    await form.getByLabel('Business Email').fill(email);
    await form.getByLabel('Company Name').fill('Analytical Engines Ltd');
    await choose(page, 'Country', 'United Kingdom');
    await form.getByLabel('Job Title').fill('Head of Research');
    await choose(page, 'Organization Size', '50-500 full-time employees');
    await form.getByLabel('How did you hear about us?').fill('A colleague');
    return email;
  }

  const submitDemo = (page: Page) =>
    demoForm(page).getByRole('button', { name: 'Request Demo' }).click();

  test('pitches the demo next to the form', async ({ page }) => {
    await page.goto('/book-demo');
    await expect(
      page.getByRole('heading', { level: 1, name: /AI assistants powered by human insight/ }),
    ).toBeVisible();
    await expect(demoForm(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotAtBothWidths(page, 'book-demo');

    // Desktop: the form sits to the right of the headline; phone: below it.
    const headline = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    let form = (await demoForm(page).boundingBox())!;
    expect(form.x).toBeGreaterThan(headline.x + headline.width - 1);
    await page.setViewportSize({ width: 390, height: 844 });
    form = (await demoForm(page).boundingBox())!;
    const phoneHeadline = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(form.y).toBeGreaterThan(phoneHeadline.y + phoneHeadline.height);
  });

  test('every field is required and marked with an asterisk', async ({ page }) => {
    const sent = recordRequests(page, '/api/project-inquiries');
    await page.goto('/book-demo');
    const form = demoForm(page);
    for (const label of [
      'First Name',
      'Last Name',
      'Business Email',
      'Company Name',
      'Country',
      'Job Title',
      'Organization Size',
      'How did you hear about us?',
    ]) {
      await expect(form.getByText(`${label}*`, { exact: true })).toBeVisible();
    }
    await submitDemo(page);
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Company name is required',
      'Please choose a country',
      'Job title is required',
      'Please choose an organization size',
      'Please tell us how you heard about us',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByLabel('First Name')).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await screenshotAtBothWidths(page, 'book-demo-errors');

    await form.getByLabel('Business Email').fill('ada@example');
    await submitDemo(page);
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    expect(sent).toEqual([]);
  });

  test("sends the spec's fixed values, says 'Submitting...', then thanks", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/project-inquiries', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/book-demo');
    const email = await fillDemoForm(page);
    const requestSent = page.waitForRequest('**/api/project-inquiries');
    await submitDemo(page);

    const pending = demoForm(page).getByRole('button', { name: 'Submitting...' });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    const request = await requestSent;
    expect(request.postDataJSON()).toEqual({
      companyName: 'Analytical Engines Ltd',
      companySize: 'Enterprise',
      contactEmail: email,
      projectGoal: 'Demo request from Ada Lovelace',
      expertProfile: 'General Business',
      numberOfExperts: 10,
      timeline: 'ASAP',
      firstName: 'Ada',
      lastName: 'Lovelace',
      jobTitle: 'Head of Research',
      country: 'uk',
      howDidYouHear: 'A colleague',
    });
    const answered = page.waitForResponse('**/api/project-inquiries');
    release();
    expect((await answered).status()).toBe(201);

    await expect(page.getByText(DEMO_THANKS)).toBeVisible();
    await expect(demoForm(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await screenshotAtBothWidths(page, 'book-demo-thanks');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('a request the server rejects is only logged; the form keeps the input', async ({
    page,
  }) => {
    const consoleErrors = recordConsoleErrors(page);
    // Forwarded to the real server with a country it does not know: a real 400.
    await page.route('**/api/project-inquiries', (route) =>
      route.continue({
        postData: JSON.stringify({ ...route.request().postDataJSON(), country: 'atlantis' }),
      }),
    );
    await page.goto('/book-demo');
    const email = await fillDemoForm(page);
    const answered = page.waitForResponse('**/api/project-inquiries');
    await submitDemo(page);
    expect((await answered).status()).toBe(400);

    const form = demoForm(page);
    await expect(form.getByRole('button', { name: 'Request Demo' })).toBeEnabled();
    await expect(form.getByLabel('Business Email')).toHaveValue(email);
    await expect(form.getByLabel('First Name')).toHaveValue('Ada');
    await expect(form.getByRole('button', { name: /Country/ })).toContainText('United Kingdom');
    await expect(page.getByText(DEMO_THANKS)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect
      .poll(() => consoleErrors.some((text) => text.includes('Failed to submit form')))
      .toBe(true);
  });

  test('a network failure is only logged too', async ({ page }) => {
    const consoleErrors = recordConsoleErrors(page);
    await page.route('**/api/project-inquiries', (route) => route.abort('internetdisconnected'));
    await page.goto('/book-demo');
    await fillDemoForm(page);
    await submitDemo(page);
    await expect
      .poll(() => consoleErrors.some((text) => text.includes('Error submitting form')))
      .toBe(true);
    await expect(demoForm(page).getByRole('button', { name: 'Request Demo' })).toBeEnabled();
    await expect(demoForm(page).getByLabel('Last Name')).toHaveValue('Lovelace');
    await expect(page.getByText(DEMO_THANKS)).toHaveCount(0);
  });
});
