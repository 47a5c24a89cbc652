import { expect, type Locator, type Page } from '@playwright/test';
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  PHONE,
  screenshotAtBothWidths,
} from './support/pageChecks';
import { test } from './support/test';

/**
 * The marketing shell (navigation, footer, videos), Home, /r&d and /marketing
 * (spec section 2; press effect and video thresholds from section 9).
 */

const SCREENS = `${process.env.E2E_OUTPUT_DIR ?? 'test-results'}/screens`;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const businessesTrigger = (page: Page) =>
  mainNav(page).getByRole('button', { name: 'For Businesses' });
const businessesMenu = (page: Page) => page.getByRole('menu', { name: 'For Businesses' });

/** Whether the `<video>` playing `name` is paused, read from the element itself. */
const isPaused = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.paused);

const videoNamed = (page: Page, name: string) => page.locator(`video[src="/videos/${name}.webm"]`);

/** Scrolls so that `fraction` of the element's height shows at the bottom of the viewport. */
async function showFraction(target: Locator, fraction: number) {
  await target.evaluate((element, visible) => {
    const rect = element.getBoundingClientRect();
    const top = window.scrollY + rect.top;
    window.scrollTo({ top: top - window.innerHeight + rect.height * visible, behavior: 'instant' });
  }, fraction);
}

/**
 * Clicks a navigation link inside the page and reports where the page was right after
 * the click, whether the link took its pressed look before the page changed, and how long
 * it took to get somewhere else.
 */
async function clickAndTimeNavigation(link: Locator) {
  return link.evaluate(async (element: HTMLElement) => {
    const from = window.location.pathname;
    // Watched rather than read at the next frame, which on a loaded machine can come after
    // the 150 ms hold has ended. Any change to data-held means the link had it.
    let held = false;
    const pressedLook = new MutationObserver(() => {
      held = true;
    });
    pressedLook.observe(element, { attributes: true, attributeFilter: ['data-held'] });
    const start = performance.now();
    element.click();
    const rightAfterClick = window.location.pathname;
    while (window.location.pathname === from && performance.now() - start < 3000) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    pressedLook.disconnect();
    return { rightAfterClick, held, elapsed: performance.now() - start };
  });
}

test.describe('Home', () => {
  test('a visitor sees the video hero, the headline, both audience buttons and Login / Book a Demo', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'AI assistants powered by human insight' }),
    ).toBeVisible();
    const hero = videoNamed(page, 'hero');
    await expect(hero).toHaveAttribute('poster', '/videos/hero.webp');
    await expect.poll(() => isPaused(hero)).toBe(false);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'For Marketers' })).toHaveAttribute(
      'href',
      '/marketing',
    );
    await expect(main.getByRole('link', { name: 'For Researchers' })).toHaveAttribute(
      'href',
      '/r&d',
    );
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    await expect(nav.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute(
      'href',
      '/book-demo',
    );
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await screenshotAtBothWidths(page, 'home');
  });

  for (const [name, path] of [
    ['For Marketers', '/marketing'],
    ['For Researchers', '/r&d'],
  ] as const) {
    test(`${name} shows its 150 ms pressed effect, then goes to ${path}`, async ({ page }) => {
      await page.goto('/');
      const button = page.getByRole('main').getByRole('link', { name });
      const timing = await clickAndTimeNavigation(button);
      expect(timing.rightAfterClick).toBe('/');
      expect(timing.held).toBe(true);
      expect(timing.elapsed).toBeGreaterThanOrEqual(140);
      expect(timing.elapsed).toBeLessThan(1000);
      await expect(page).toHaveURL(path);
    });
  }

  test('a signed-in admin sees Dashboard and Logout, and Logout signs out', async ({ page }) => {
    const login = await page.request.post('/api/login', {
      data: { username: 'admin', password: 'parley-demo' },
    });
    expect(login.status()).toBe(200);
    await page.goto('/');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Book a Demo' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({
      path: `${SCREENS}/home-admin-1280.png`,
    });

    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Book a Demo' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });

  test('Dashboard goes to the admin dashboard after the pressed effect', async ({ page }) => {
    await page.request.post('/api/login', { data: { username: 'admin', password: 'parley-demo' } });
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/admin');
  });
});

test.describe('Marketing navigation', () => {
  test('every top link goes where it should', async ({ page }) => {
    await page.goto('/marketing');
    const nav = mainNav(page);
    const expected: [string, string][] = [
      ['Parley home', '/'],
      ['For Experts', '/for-experts'],
      ['How We Work', '/how-we-work'],
      ['Careers', '/careers'],
      ['Login', '/auth'],
      ['Book a Demo', '/book-demo'],
    ];
    for (const [name, href] of expected) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await nav.getByRole('link', { name: 'How We Work' }).click();
    await expect(page).toHaveURL('/how-we-work');
    await page.goto('/marketing');
    await mainNav(page).getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL('/careers');
  });

  test('Login waits for the pressed effect before it navigates', async ({ page }) => {
    await page.goto('/r&d');
    const timing = await clickAndTimeNavigation(mainNav(page).getByRole('link', { name: 'Login' }));
    expect(timing.rightAfterClick).toBe('/r&d');
    expect(timing.elapsed).toBeGreaterThanOrEqual(140);
    expect(timing.elapsed).toBeLessThan(1000);
    await expect(page).toHaveURL('/auth');
  });

  test('For Businesses opens on hover and closes when the pointer leaves', async ({ page }) => {
    await page.goto('/r&d');
    await businessesTrigger(page).hover();
    const menu = businessesMenu(page);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'For Marketers' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'For Researchers' })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/for-businesses-open-1280.png` });
    // Crossing into the popover keeps it open; leaving both closes it.
    await menu.getByRole('menuitem', { name: 'For Marketers' }).hover();
    await expect(menu).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(menu).toBeHidden();

    await businessesTrigger(page).hover();
    await businessesMenu(page).getByRole('menuitem', { name: 'For Marketers' }).click();
    await expect(page).toHaveURL('/marketing');
  });

  test('For Businesses opens from the keyboard with focus managed', async ({ page }) => {
    await page.goto('/marketing');
    const trigger = businessesTrigger(page);
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = businessesMenu(page);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'For Marketers' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'For Researchers' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Space');
    await expect(businessesMenu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(businessesMenu(page)).toBeHidden();
    // Focus comes back a frame after the menu unmounts; a key pressed before then is lost.
    await expect(trigger).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(businessesMenu(page)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/r&d');
  });

  test('on a phone the links collapse into one Menu', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/r&d');
    const nav = mainNav(page);
    await expect(nav.getByRole('button', { name: 'For Businesses' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Book a Demo' })).toBeVisible();
    await nav.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('menu', { name: 'Menu' });
    for (const item of [
      'For Marketers',
      'For Researchers',
      'For Experts',
      'How We Work',
      'Careers',
      'Login',
    ]) {
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({
      path: `${SCREENS}/phone-menu-390.png`,
    });
    await menu.getByRole('menuitem', { name: 'How We Work' }).click();
    await expect(page).toHaveURL('/how-we-work');
  });
});

const audiencePages = [
  {
    path: '/r&d',
    name: 'researchers',
    title: 'The smartest expert in the room',
    tabsTitle: 'How researchers use Parley',
    enterprise: 'Enterprise Deployment',
    stepVideos: ['interview', 'network', 'chat'],
    tabs: [
      { label: 'Generate content', heading: 'Protocols, reviews and reports', video: 'document' },
      { label: 'Analyze results', heading: 'Make sense of messy results', video: 'clusters' },
      { label: 'Triangulate', heading: 'A thought partner that checks', video: 'triangulate' },
    ],
  },
  {
    path: '/marketing',
    name: 'marketers',
    title: 'AI that understands your buyers',
    tabsTitle: 'How marketing teams use Parley',
    enterprise: 'Enterprise-ready from day one',
    stepVideos: ['crowd', 'network', 'chat'],
    tabs: [
      { label: 'Identify Personas', heading: 'Personas built from real', video: 'personas' },
      { label: 'Create Content', heading: 'Copy that sounds like', video: 'content' },
      { label: 'Focus Groups', heading: 'An always-on focus group', video: 'focus-group' },
    ],
  },
] as const;

for (const audience of audiencePages) {
  test.describe(audience.path, () => {
    test('shows the hero, three numbered steps with videos, the enterprise section and Book a Demo', async ({
      page,
    }) => {
      await page.goto(audience.path);
      await expect(page.getByRole('heading', { level: 1, name: audience.title })).toBeVisible();
      const steps = page.getByRole('region', { name: 'How it works' }).getByRole('listitem');
      await expect(steps).toHaveCount(3);
      for (const [index, video] of audience.stepVideos.entries()) {
        await expect(steps.nth(index).getByRole('heading', { level: 3 })).toContainText(
          `Step ${index + 1}:`,
        );
        await expect(steps.nth(index).locator('video')).toHaveAttribute(
          'src',
          `/videos/${video}.webm`,
        );
      }
      await expect(page.getByRole('heading', { name: audience.tabsTitle })).toBeVisible();
      await expect(page.getByText(audience.enterprise, { exact: true })).toBeVisible();
      for (const claim of [
        'Custom-trained models',
        'Single-tenant deployments',
        'Admin governance',
        'Role-based access',
        'Audit trails',
      ]) {
        await expect(page.getByRole('heading', { level: 3, name: claim })).toBeVisible();
      }
      // Every Book a Demo goes to /book-demo: the nav's, the hero's, the closing one's, the footer's.
      const bookDemo = page.getByRole('link', { name: 'Book a Demo' });
      await expect(bookDemo).toHaveCount(4);
      for (const link of await bookDemo.all()) {
        await expect(link).toHaveAttribute('href', '/book-demo');
      }
      await page.getByRole('main').getByRole('link', { name: 'Book a Demo' }).last().click();
      await expect(page).toHaveURL('/book-demo');
    });

    test('the tabs switch the visible text and video by index', async ({ page }) => {
      await page.goto(audience.path);
      const tabs = page.getByRole('tablist', { name: audience.tabsTitle });
      await tabs.scrollIntoViewIfNeeded();
      for (const [index, tab] of audience.tabs.entries()) {
        if (index > 0) await tabs.getByRole('tab', { name: tab.label }).click();
        await expect(tabs.getByRole('tab', { name: tab.label })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        const panel = page.getByRole('tabpanel');
        await expect(panel).toHaveCount(1);
        await expect(panel.getByRole('heading', { level: 3 })).toContainText(tab.heading);
        await expect(panel.locator('video')).toHaveAttribute('src', `/videos/${tab.video}.webm`);
        // The selected tab's video is the one that plays.
        await panel.locator('video').scrollIntoViewIfNeeded();
        await expect.poll(() => isPaused(panel.locator('video'))).toBe(false);
      }
      // Arrow keys move between tabs too, back to the first.
      await tabs.getByRole('tab', { name: audience.tabs[2].label }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tabpanel').locator('video')).toHaveAttribute(
        'src',
        `/videos/${audience.tabs[0].video}.webm`,
      );
    });

    test('has no serious accessibility violations and holds at 1280 and 390', async ({ page }) => {
      await page.goto(audience.path);
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize(PHONE);
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize(DESKTOP);
      await screenshotAtBothWidths(page, audience.name);
    });
  });
}

test.describe('Autoplay videos', () => {
  test('play from half visible, pause below 0.3, and hold their state in between', async ({
    page,
  }) => {
    await page.goto('/r&d');
    const hero = videoNamed(page, 'hero');
    const step = videoNamed(page, 'interview');
    await expect.poll(() => isPaused(hero)).toBe(false);
    expect(await isPaused(step)).toBe(true);

    await step.scrollIntoViewIfNeeded();
    await expect.poll(() => isPaused(step)).toBe(false);
    await expect.poll(() => isPaused(hero)).toBe(true);

    // 40 % visible: between the thresholds, so a playing video keeps playing...
    await showFraction(step, 0.4);
    await page.waitForTimeout(400);
    expect(await isPaused(step)).toBe(false);
    // ...below 0.3 it pauses...
    await showFraction(step, 0.2);
    await expect.poll(() => isPaused(step)).toBe(true);
    // ...and a paused one coming back to 40 % stays paused until half shows.
    await showFraction(step, 0.4);
    await page.waitForTimeout(400);
    expect(await isPaused(step)).toBe(true);
    await showFraction(step, 0.6);
    await expect.poll(() => isPaused(step)).toBe(false);

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(() => isPaused(step)).toBe(true);
    await expect.poll(() => isPaused(hero)).toBe(false);
  });

  test('the button pauses a playing video, and it stays paused when scrolled back', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = videoNamed(page, 'hero');
    await expect.poll(() => isPaused(hero)).toBe(false);
    await page.getByRole('button', { name: /^Pause video/ }).click();
    await expect.poll(() => isPaused(hero)).toBe(true);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight }));
    await page.evaluate(() => window.scrollTo({ top: 0 }));
    await page.waitForTimeout(400);
    expect(await isPaused(hero)).toBe(true);
    await page.getByRole('button', { name: /^Play video/ }).click();
    await expect.poll(() => isPaused(hero)).toBe(false);
  });
});

test.describe('With prefers-reduced-motion: reduce', () => {
  test.use({ reducedMotion: 'reduce' });

  test('no video plays by itself; the poster shows with a play button', async ({ page }) => {
    await page.goto('/');
    const hero = videoNamed(page, 'hero');
    await expect(page.getByRole('button', { name: /^Play video/ })).toBeVisible();
    await page.waitForTimeout(600);
    expect(await isPaused(hero)).toBe(true);

    await page.goto('/marketing');
    const step = videoNamed(page, 'crowd');
    await step.scrollIntoViewIfNeeded();
    await page.waitForTimeout(600);
    const videos = page.locator('video');
    for (const video of await videos.all()) expect(await isPaused(video)).toBe(true);

    // A person can still choose to play one.
    await page
      .getByRole('listitem')
      .filter({ has: step })
      .getByRole('button', { name: /^Play video/ })
      .click();
    await expect.poll(() => isPaused(step)).toBe(false);
  });
});
