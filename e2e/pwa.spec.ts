import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  PHONE,
  screenshotAtBothWidths,
} from './support/pageChecks';
import { patience } from './support/patience';
import { test } from './support/test';

/**
 * The installable PWA (issue 4): manifest and icons, Chromium's installability check,
 * the app working offline after one visit, /api/* never served from a cache, and the
 * update prompt. Run alone with:
 *   E2E_PORT=3201 E2E_DIST_DIR=/tmp/dist-pwa E2E_OUTPUT_DIR=/tmp/out-pwa \
 *     npx playwright test e2e/pwa.spec.ts
 */

// Each test installs a service worker that downloads the whole precache (~1 MB) first:
// on a busy two-core machine that alone can take seconds.
test.describe.configure({ timeout: patience(60_000) });
// Whatever other suites choose, these tests are about the service worker.
test.use({ serviceWorkers: 'allow' });

const SCREENS = path.join(process.env.E2E_OUTPUT_DIR ?? 'test-results', 'screens');
// The build the server serves (playwright.config.ts): the update tests publish a "next
// version" by changing the service worker script in it, as a deploy would.
const SW_FILE = path.join(path.resolve(process.env.E2E_DIST_DIR ?? 'dist'), 'sw.js');
const INTERVIEW = '/expert/int-growth-equity-demo';
const HOME_HEADLINE = 'AI assistants powered by human insight';

const IOS_SAFARI = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  // iPadOS Safari presents itself as a Mac; its touch points give it away.
  iPad: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};

/**
 * Waits until the service worker has installed (its precache is complete) and controls
 * the page. The first install claims the page, so no reload is needed.
 */
async function waitUntilControlled(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) => {
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve());
      });
    }
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

/** Every URL in every Cache Storage cache of the page's origin. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

/**
 * Publishes a new version of the service worker and has the page look for it; returns
 * the function that puts the original back.
 */
async function publishNextVersion(page: Page): Promise<() => Promise<void>> {
  const original = await fs.readFile(SW_FILE, 'utf8');
  await fs.writeFile(SW_FILE, `${original}\n// e2e: the next version\n`);
  const restore = () => fs.writeFile(SW_FILE, original);
  try {
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.ready).update();
    });
  } catch (error) {
    await restore();
    throw error;
  }
  return restore;
}

const updatePrompt = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Update available' });

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function expectPng(request: APIRequestContext, url: string, size: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(pngSize(await response.body()), url).toBe(size);
}

test.describe('Install', () => {
  test('the web manifest is linked and names Parley, with 192, 512 and maskable icons of those sizes', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await request.get(href!);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'Parley',
      short_name: 'Parley',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0a0b0f',
      background_color: '#0a0b0f',
    });
    expect(manifest.description).toMatch(/interviews/);
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) await expectPng(request, icon.src, icon.sizes);

    // iOS reads neither the manifest's icons nor its theme colour.
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    await expectPng(request, appleIcon!, '180x180');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0a0b0f');
  });

  test('HTTP never caches the service worker script or the manifest for long', async ({
    request,
  }) => {
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      // An update must reach the browser at its next check, not when a cache expires.
      const cacheControl = response.headers()['cache-control'] ?? '';
      expect(cacheControl, url).toMatch(/no-cache|no-store|max-age=0\b/);
    }
    expect((await request.get('/sw.js')).headers()['content-type']).toContain('javascript');
  });

  test('Chromium finds Parley installable', async ({ playwright, launchOptions, baseURL }) => {
    // Chromium never offers to install from an incognito profile, and every Playwright
    // context is one: this check needs a real (temporary) profile.
    const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-pwa-profile-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await waitUntilControlled(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      await fs.rm(profile, { recursive: true, force: true });
    }
  });

  test('iOS Safari explains Add to Home Screen; other browsers show nothing', async ({
    page,
    browser,
  }) => {
    await page.goto('/__ui');
    const section = page.getByRole('region', { name: 'Offline app' });
    await expect(section.getByText('Update available').first()).toBeVisible();
    await expect(section.getByText('Install Parley:')).toHaveCount(0);

    const devices = [
      { name: 'iphone', userAgent: IOS_SAFARI.iPhone, platform: 'iPhone', viewport: PHONE },
      { name: 'ipad', userAgent: IOS_SAFARI.iPad, platform: 'MacIntel', viewport: DESKTOP },
    ];
    for (const device of devices) {
      const context = await browser.newContext({ viewport: device.viewport, hasTouch: true });
      const ios = await context.newPage();
      // Chromium as the device: its user agent, platform and a multi-touch screen.
      const cdp = await context.newCDPSession(ios);
      await cdp.send('Emulation.setUserAgentOverride', {
        userAgent: device.userAgent,
        platform: device.platform,
      });
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
      await ios.goto('/__ui');
      const hint = ios.getByRole('note').filter({ hasText: 'Install Parley:' });
      await expect(hint).toHaveText(
        'Install Parley: tap the Share button, then ‘Add to Home Screen’. Your answers are kept on this device even offline.',
      );
      await ios
        .getByRole('region', { name: 'Offline app' })
        .screenshot({ path: path.join(SCREENS, `pwa-gallery-${device.name}.png`) });
      await context.close();
    }
  });
});

test.describe('Offline', () => {
  test('after one visit, the home page, /for-experts and an interview link open offline', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADLINE })).toBeVisible();
    await waitUntilControlled(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADLINE })).toBeVisible();

    // A full navigation to a page never opened before: its chunk was precached too.
    await page.goto('/for-experts');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Scale the impact of your expertise' }),
    ).toBeVisible();

    await page.goto(INTERVIEW);
    expect(page.url()).not.toContain('chrome-error://');
    await expect(page.locator('#root')).not.toBeEmpty();
  });

  test('/api/* always goes to the network: offline it fails, and no cache holds an API response', async ({
    page,
    context,
  }) => {
    await page.goto(INTERVIEW);
    await waitUntilControlled(page);
    // Calls made while the service worker controls the page.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADLINE })).toBeVisible();
    const online = await page.evaluate(async () => (await fetch('/api/user')).status);
    expect(online).toBeLessThan(500);

    const cached = await cachedUrls(page);
    expect(cached).toContain('/index.html');
    expect(cached.filter((url) => url.startsWith('/api'))).toEqual([]);

    await context.setOffline(true);
    const offline = await page.evaluate(() =>
      fetch('/api/user').then(
        (response) => `answered ${response.status}`,
        (error: Error) => `rejected: ${error.name}`,
      ),
    );
    expect(offline).toBe('rejected: TypeError');
    // Nor does an API address get the app shell: the browser's own offline error shows.
    await expect(page.goto('/api/user')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  });
});

test.describe('Updates', () => {
  test('a normal load shows no update prompt', async ({ page }) => {
    await page.goto('/');
    await waitUntilControlled(page);
    await page.reload();
    await waitUntilControlled(page);
    // workbox-window reports a waiting worker 200 ms after it installs.
    await page.waitForTimeout(500);
    await expect(page.getByText('Update available')).toHaveCount(0);
  });

  test('a new version waits behind "Update available" until "Reload to update" switches to it', async ({
    page,
  }) => {
    await page.goto('/');
    await waitUntilControlled(page);
    const restore = await publishNextVersion(page);
    try {
      const prompt = updatePrompt(page);
      await expect(prompt).toBeVisible();
      await expect(prompt).toContainText('A new version of Parley is ready.');
      await expectNoSeriousA11yViolations(page);
      await screenshotAtBothWidths(page, 'pwa-update-ready', { fullPage: false });
      expect(
        await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).waiting)),
      ).toBe(true);

      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Reload to update' }).click();
      await reloaded;
      await waitUntilControlled(page);
      const after = await page.evaluate(async () => ({
        navigation: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
          .type,
        waiting: Boolean((await navigator.serviceWorker.ready).waiting),
      }));
      expect(after).toEqual({ navigation: 'reload', waiting: false });
      await expect(page.getByText('Update available')).toHaveCount(0);
    } finally {
      await restore();
    }
  });

  test('during an interview the update waits without a reload button, which appears once the interview closes', async ({
    page,
  }) => {
    await page.goto(INTERVIEW);
    await waitUntilControlled(page);
    const restore = await publishNextVersion(page);
    try {
      // The interview screen may show a modal first, which hides the rest from the
      // accessibility tree: find the prompt by its text.
      const notice = page.getByText('Update available');
      await expect(notice).toBeVisible();
      await expect(
        page.getByText(
          'A new version of Parley will be installed once your interview is saved and synced.',
        ),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reload to update' })).toHaveCount(0);
      await screenshotAtBothWidths(page, 'pwa-update-held', { fullPage: false });
      // Still there a while later: nothing reloads the page behind the expert's back.
      await page.waitForTimeout(1000);
      await expect(notice).toBeVisible();

      // Leave the interview inside the app (no page load): its hold is released.
      await page.evaluate(() => {
        history.pushState(null, '', '/for-experts');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(
        page.getByRole('heading', { level: 1, name: 'Scale the impact of your expertise' }),
      ).toBeVisible();
      await expect(
        updatePrompt(page).getByRole('button', { name: 'Reload to update' }),
      ).toBeVisible();
    } finally {
      await restore();
    }
  });

  test('the gallery shows both prompt states (screenshots)', async ({ page }) => {
    await page.goto('/__ui');
    const section = page.getByRole('region', { name: 'Offline app' });
    await expect(section.getByRole('button', { name: 'Reload to update' })).toHaveCount(1);
    await expect(section.getByText('once your interview is saved and synced')).toBeVisible();
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: path.join(SCREENS, `pwa-gallery-${size.width}.png`) });
    }
  });
});
