import { expect, type Page } from '@playwright/test';
import { patience } from './patience';

/**
 * Every screen of the app and how to reach it, shared by the specs that walk them all
 * (csp.spec.ts under the Content-Security-Policy, phone-layout.spec.ts at phone widths).
 */

export const DEMO_PASSWORD = 'parley-demo';
export const DEMO_PROJECT = 'prj_demo_growth_equity';
export const DEMO_CLIENT = 'Meridian%20Capital';

/** Every path in app/routes.tsx, each mapped to the URL that shows it here. */
export const SCREENS: Record<string, string> = {
  '/': '/',
  '/auth': '/auth',
  '/r&d': '/r&d',
  '/marketing': '/marketing',
  '/for-experts': '/for-experts',
  '/for-interviewees': '/for-interviewees',
  '/experts': '/experts',
  '/how-we-work': '/how-we-work',
  '/book-demo': '/book-demo',
  '/careers': '/careers',
  '/for-businesses': '/for-businesses',
  '/for-businesses/rd': '/for-businesses/rd',
  '/for-businesses/marketing': '/for-businesses/marketing',
  '/unauthorized': '/unauthorized',
  '/verify-email': '/verify-email',
  '/__ui': '/__ui',
  '/docs/api': '/docs/api',
  '*': '/no-such-page',
  // The screens below need a role or an interview: SIGNED_IN_SCREENS lists them by role,
  // and the interview screen needs an interview made for the test.
  '/expert/:interviewId': '',
  '/admin': '',
  '/admin/outbox': '',
  '/admin/clients': '',
  '/admin/audit': '',
  '/admin/jobs': '',
  '/settings/tokens': '',
  '/expert-dashboard': '',
  '/customer': '',
  '/customer/:client': '',
  '/customer-simple/:client': '',
};
export const PUBLIC_URLS = Object.values(SCREENS).filter(Boolean);

export type DemoRole = 'admin' | 'customer' | 'expert';

/** The screens each demo account uses (the admin also sees the customer dashboards). */
export const SIGNED_IN_SCREENS: Record<DemoRole, string[]> = {
  admin: [
    '/admin',
    '/admin/outbox',
    '/admin/clients',
    '/admin/audit',
    '/admin/jobs',
    '/settings/tokens',
    `/customer-simple/${DEMO_CLIENT}`,
  ],
  customer: [
    '/customer',
    `/customer/${DEMO_CLIENT}`,
    `/customer/${DEMO_PROJECT}`,
    '/settings/tokens',
  ],
  expert: ['/expert-dashboard', '/settings/tokens'],
};

/** Signs `page`'s context in as a demo account (through the API: quicker than the form). */
export async function signIn(page: Page, username: DemoRole) {
  const response = await page.request.post('/api/login', {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens `url` and waits until its screen (a lazy chunk) has rendered and gone quiet. */
export async function visit(page: Page, url: string) {
  await page.goto(url);
  // Generous: two cores serve the build, the server and the browser at once.
  await expect(page.locator('#root')).not.toBeEmpty({ timeout: patience(20_000) });
  // The lazy screen's fallback, and the role guard's check of the session.
  const pending = page.getByRole('progressbar', { name: /^Loading (page|your account)$/ });
  await expect(pending).toHaveCount(0, { timeout: patience(20_000) });
  await page.waitForLoadState('networkidle');
}
