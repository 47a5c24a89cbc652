import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { firstSight, watchForFirstSight } from './support/firstSight';
import { patience } from './support/patience';
import { test } from './support/test';

/**
 * The design system (app/ui), driven in the test-only gallery at /__ui (app/gallery: it
 * uses feature components such as the recorder, so it lives outside app/ui). The gallery is
 * compiled only into a build made with VITE_UI_GALLERY=true (Playwright passes the
 * environment through to `vite build`):
 *   VITE_UI_GALLERY=true E2E_PORT=3111 E2E_DIST_DIR=/tmp/dist-ui \
 *     E2E_OUTPUT_DIR=test-results/ui npx playwright test e2e/design-system.spec.ts
 */

const SCREENS = path.join(process.env.E2E_OUTPUT_DIR ?? 'test-results/ui', 'screens');

async function openGallery(page: Page) {
  await page.goto('/__ui');
  // The gallery is the largest lazy chunk (every component): give a busy machine time.
  await expect(page.getByRole('heading', { level: 1, name: 'Design system' })).toBeVisible({
    timeout: patience(20_000),
  });
}

/**
 * Timing measured inside the page, so a busy machine slowing Playwright's round trips
 * cannot make a delay look shorter or longer than it is. `watch` records when something
 * first appears and when it goes; `markEvent` when an event first reaches an element.
 */
async function watch(page: Page, name: string, selector: string, text?: string) {
  await page.evaluate(
    ({ name, selector, text }) => {
      const times = { appeared: -1, gone: -1 };
      (window as unknown as Record<string, unknown>)[`watch:${name}`] = times;
      const present = () =>
        [...document.querySelectorAll(selector)].some(
          (element) => text === undefined || element.textContent?.includes(text),
        );
      new MutationObserver(() => {
        const now = performance.now();
        if (present()) {
          if (times.appeared < 0) times.appeared = now;
        } else if (times.appeared >= 0 && times.gone < 0) times.gone = now;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { name, selector, text },
  );
}

interface Watched {
  appeared: number;
  gone: number;
}

async function watched(page: Page, name: string): Promise<Watched> {
  return page.evaluate(
    (key) => (window as unknown as Record<string, Watched>)[key] as Watched,
    `watch:${name}`,
  );
}

async function markEvent(target: Locator, name: string, event: string) {
  await target.evaluate(
    (element, { name, event }) => {
      element.addEventListener(
        event,
        () => {
          (window as unknown as Record<string, number>)[`event:${name}`] = performance.now();
        },
        { once: true, capture: true },
      );
    },
    { name, event },
  );
}

async function eventTime(page: Page, name: string): Promise<number> {
  return page.evaluate(
    (key) => (window as unknown as Record<string, number>)[key] ?? -1,
    `event:${name}`,
  );
}

test.skip(
  process.env.VITE_UI_GALLERY !== 'true',
  'needs a build with the gallery: run with VITE_UI_GALLERY=true',
);

test.beforeEach(async ({ page }) => {
  await openGallery(page);
});

test.describe('toasts', () => {
  const region = (page: Page) => page.getByRole('region', { name: 'Notifications' });
  const toasts = (page: Page) => page.getByRole('alertdialog');

  /** Shows a toast and parks the mouse away from it, so hover does not pause it. */
  async function showToast(page: Page, button = 'Show toast') {
    await page.getByRole('button', { name: button, exact: true }).click();
    await page.mouse.move(1, 1);
  }

  test('at most one toast: a new one replaces the old, in a region labelled Notifications', async ({
    page,
  }) => {
    await showToast(page);
    await expect(region(page).getByRole('alertdialog')).toHaveCount(1);
    await expect(toasts(page)).toContainText('Toast 1');
    await showToast(page);
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText('Toast 2');
    await expect(page.getByText('Toast 1')).toHaveCount(0);
    await showToast(page, 'Show destructive toast');
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText('Login Failed');
    await expect(toasts(page)).toContainText('Incorrect username or password.');
  });

  test('closes itself after about 5 seconds', async ({ page }) => {
    await watch(page, 'toast', '[role="alertdialog"]');
    await showToast(page);
    await expect(toasts(page)).toBeVisible();
    await expect(toasts(page)).toHaveCount(0, { timeout: 9000 });
    const { appeared, gone } = await watched(page, 'toast');
    expect(gone - appeared).toBeGreaterThanOrEqual(4900);
    expect(gone - appeared).toBeLessThan(6500);
  });

  test('hovering the toast pauses the timer; leaving resumes it', async ({ page }) => {
    await showToast(page);
    await toasts(page).hover();
    await page.waitForTimeout(6500);
    await expect(toasts(page)).toBeVisible();
    await page.mouse.move(1, 1);
    await expect(toasts(page)).toHaveCount(0, { timeout: 7000 });
  });

  test('the close button dismisses the toast', async ({ page }) => {
    await showToast(page, 'Show success toast');
    await toasts(page).getByRole('button', { name: 'Close' }).click();
    await expect(toasts(page)).toHaveCount(0);
  });

  async function drag(page: Page, target: Locator, dx: number) {
    const box = await target.boundingBox();
    if (!box) throw new Error('toast has no box');
    const x = box.x + 24;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx / 2, y, { steps: 4 });
    await page.mouse.move(x + dx, y, { steps: 4 });
    await page.mouse.up();
  }

  test('swiping right 50 px or more dismisses; less snaps back', async ({ page }) => {
    await showToast(page);
    const toast = toasts(page);
    await drag(page, toast, 35);
    await expect(toast).toBeVisible();
    // Snapped back: no translation left once the transition ends.
    await expect
      .poll(() => toast.evaluate((element) => getComputedStyle(element).transform))
      .toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);

    await drag(page, toast, 60);
    await expect(toasts(page)).toHaveCount(0);
  });

  test('F8 moves keyboard focus to the toast, which then stays while focused', async ({ page }) => {
    await showToast(page);
    await page.getByRole('button', { name: 'Show toast', exact: true }).focus();
    await page.keyboard.press('F8');
    await expect(toasts(page)).toBeFocused();
    // Focus pauses the auto-close timer.
    await page.waitForTimeout(6000);
    await expect(toasts(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(toasts(page).getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toasts(page)).toHaveCount(0);
  });
});

test('with reduced motion, toasts appear and leave without animating', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('button', { name: 'Show toast', exact: true }).click();
  const duration = await page
    .getByRole('alertdialog')
    .evaluate((element) => Number.parseFloat(getComputedStyle(element).animationDuration));
  expect(duration).toBeLessThan(0.01);
});

test('Button press delay: NavButton shows the pressed state ~150 ms, then navigates', async ({
  page,
}) => {
  const button = page.getByRole('link', { name: 'For Marketers' });
  await markEvent(button, 'press', 'pointerdown');
  await page.evaluate(() => {
    // Chromium's Navigation API sees react-router's history.pushState.
    (window as unknown as { navigation: EventTarget }).navigation.addEventListener(
      'navigate',
      () => {
        (window as unknown as Record<string, number>).navigatedAt = performance.now();
      },
    );
  });
  await button.click();
  await expect(page).toHaveURL(/navigated=1/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Navigated by NavButton' }),
  ).toBeVisible();
  const navigatedAt = await page.evaluate(
    () => (window as unknown as Record<string, number>).navigatedAt ?? -1,
  );
  const delay = navigatedAt - (await eventTime(page, 'press'));
  expect(delay).toBeGreaterThanOrEqual(140);
  // Generous: timers run late on a busy two-core machine.
  expect(delay).toBeLessThan(3000);
});

test('Link navigates inside the app without a reload; external links stay absolute', async ({
  page,
}) => {
  await expect(page.getByRole('link', { name: 'External link' })).toHaveAttribute(
    'href',
    'https://example.com',
  );
  await page.evaluate(() => {
    (window as unknown as Record<string, boolean>).sameDocument = true;
  });
  await page.getByRole('link', { name: 'Careers (inline link)' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  expect(
    await page.evaluate(() => (window as unknown as Record<string, boolean>).sameDocument),
  ).toBe(true);
});

test('Button pressDelay holds the press before running the action', async ({ page }) => {
  const button = page.getByRole('button', { name: 'Delayed press' });
  await markEvent(button, 'press', 'pointerdown');
  await watch(page, 'count', 'span', 'Delayed presses: 1');
  await button.click();
  await expect(page.getByText('Delayed presses: 1')).toBeVisible();
  const delay = (await watched(page, 'count')).appeared - (await eventTime(page, 'press'));
  expect(delay).toBeGreaterThanOrEqual(140);
});

test('a pending Button keeps its place, shows the pending label and is disabled', async ({
  page,
}) => {
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  const before = (await submit.boundingBox())!;
  // Pending lasts 1.5 s, so the page notes the button as it first shows the label, once the
  // press's scale has eased back (a transform, not a move: the box is measured with it).
  await watchForFirstSight(page, {
    name: 'pending',
    selector: 'button',
    text: 'Submitting...',
    afterAnimations: true,
  });
  await submit.click();
  const pending = await firstSight(page, 'pending');
  expect(pending.attributes['aria-disabled']).toBe('true');
  expect(pending.box.x).toBeCloseTo(before.x, 0);
  expect(pending.box.y).toBeCloseTo(before.y, 0);
  await expect(submit).toBeVisible({ timeout: 4000 });
});

test('Accordion keeps one item open, and pressing the open one closes it', async ({ page }) => {
  const first = page.getByRole('button', { name: 'What is Parley?' });
  const second = page.getByRole('button', { name: 'Is my interview anonymised?' });
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('A platform that turns expert interviews')).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('A platform that turns expert interviews')).toBeHidden();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Your name and employer are never shown')).toBeHidden();
});

test('Tabs switch by click and by arrow keys', async ({ page }) => {
  const list = page.getByRole('tablist', { name: 'Research steps' });
  await expect(list.getByRole('tab', { name: 'Define' })).toHaveAttribute('aria-selected', 'true');
  await list.getByRole('tab', { name: 'Interview' }).click();
  await expect(page.getByRole('tabpanel')).toHaveText(
    'Experts answer by voice, on their own time.',
  );
  await page.keyboard.press('ArrowRight');
  await expect(list.getByRole('tab', { name: 'Analyse' })).toBeFocused();
  await expect(list.getByRole('tab', { name: 'Analyse' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveText(
    'Ask the AI assistant what the interviews say.',
  );
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tabpanel')).toHaveText(
    'Define the questions your team needs answered.',
  );
});

test('Dialog traps focus, closes on Escape and gives focus back to its trigger', async ({
  page,
}) => {
  const trigger = page.getByRole('button', { name: 'Open dialog' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Gallery dialog' });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  // The × button closes too, and the fullscreen toggle fills the viewport.
  await page.getByRole('button', { name: 'Open transcript' }).click();
  const transcript = page.getByRole('dialog', { name: 'Transcript' });
  await transcript.getByRole('button', { name: 'Full screen' }).click();
  const size = await transcript.boundingBox();
  // The modal's 1 px border is all that separates the dialog from the viewport edges.
  expect(size?.width).toBeGreaterThanOrEqual((page.viewportSize()?.width ?? 0) - 2);
  await transcript.getByRole('button', { name: 'Close' }).click();
  await expect(transcript).toBeHidden();
});

test('Tooltip opens only after ~700 ms of hover', async ({ page }) => {
  const trigger = page.getByRole('button', { name: 'Copy link' });
  await trigger.scrollIntoViewIfNeeded();
  // react-aria learns "pointer" from a mouse move; the first move onto the trigger comes
  // after its pointerenter, so move the mouse once before, as a real user would.
  await page.mouse.move(5, 5);
  await page.mouse.move(10, 10);
  await markEvent(trigger, 'hover', 'pointerenter');
  await watch(page, 'tooltip', '[role="tooltip"]');
  await trigger.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Copies the interview link');
  const delay = (await watched(page, 'tooltip')).appeared - (await eventTime(page, 'hover'));
  expect(delay).toBeGreaterThanOrEqual(690);
  expect(delay).toBeLessThan(2000);
  await page.mouse.move(1, 1);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});

test('Menu opens, moves by keyboard and runs the chosen action', async ({ page }) => {
  const trigger = page.getByRole('button', { name: 'User menu' });
  await trigger.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Last menu action: logout')).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test('fields: counter, select, radio, checkbox and file name', async ({ page }) => {
  const info = page.getByRole('textbox', { name: 'Additional information' });
  await info.fill('Hello');
  await expect(page.getByText('5/200', { exact: true })).toBeVisible();

  await page
    .getByRole('button', { name: /Company size/ })
    .first()
    .click();
  await page.getByRole('option', { name: '11-50' }).click();
  await expect(page.getByRole('button', { name: /Company size/ }).first()).toContainText('11-50');

  await page.getByText('I agree to be contacted').click();
  await expect(page.getByRole('checkbox', { name: 'I agree to be contacted' })).toBeChecked();

  await page.getByText('50-500', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '50-500' })).toBeChecked();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload resume' }).click();
  await (await chooser).setFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(page.getByText('resume.pdf')).toBeVisible();
});

test('form helpers show the schema messages inline and a submit failure in a box', async ({
  page,
}) => {
  const form = page.getByRole('form', { name: 'Gallery form' });
  await form.getByRole('button', { name: 'Submit form' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Company size is required')).toBeVisible();
  await expect(form.getByText('Choose a plan')).toBeVisible();
  await expect(form.getByText('Please accept the terms')).toBeVisible();
  const name = form.getByRole('textbox', { name: 'Name' });
  // The first invalid field takes focus and carries the message as its description.
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Name is required');
  // An invalid dropdown's border turns the danger colour like a text field's.
  const sizeTrigger = form.getByRole('button', { name: /Company size/ });
  const borderOf = (locator: typeof name) =>
    locator.evaluate((element) => getComputedStyle(element).borderTopColor);
  expect(await borderOf(sizeTrigger)).toBe(await borderOf(name));

  await form.getByRole('textbox', { name: 'Notes' }).fill('x'.repeat(201));
  await expect(form.getByText('Please keep to 200 characters or less')).toBeVisible();
  await expect(form.getByText('201/200')).toBeVisible();
  await form.getByRole('textbox', { name: 'Notes' }).fill('fine');

  await name.fill('fail');
  await expect(form.getByText('Name is required')).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Email' }).fill('jane@example.com');
  await form.getByRole('button', { name: /Company size/ }).click();
  await page.getByRole('option', { name: '1-10' }).click();
  await form.getByText('Pro', { exact: true }).click();
  await expect(form.getByRole('radio', { name: 'Pro' })).toBeChecked();
  await form.getByText('I accept the terms').click();
  await form.getByRole('button', { name: 'Submit form' }).click();
  await expect(form.getByRole('button', { name: 'Submitting...' })).toBeVisible();
  await expect(form.getByRole('alert')).toHaveText('500: Server error');
  // Input survives the failure.
  await expect(name).toHaveValue('fail');

  await name.fill('Jane');
  await form.getByRole('button', { name: 'Submit form' }).click();
  await expect(form.getByRole('status')).toHaveText('Sent');
  await expect(form.getByRole('alert')).toHaveCount(0);
});

test('axe finds no serious or critical problems in the gallery, dialog or toast', async ({
  page,
}) => {
  // Three full axe passes over the whole gallery: ~10 s each on a busy two-core machine.
  test.setTimeout(patience(90_000));
  const check = async () => {
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  };
  await check();
  await page.getByRole('button', { name: 'What is Parley?' }).click();
  await page.getByRole('button', { name: 'Show success toast' }).click();
  await page.getByRole('alertdialog').hover();
  await check();
  await page.getByRole('button', { name: 'Open dialog' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check();
});

test('screenshots at desktop and phone widths', async ({ page }) => {
  for (const [name, width, height] of [
    ['desktop', 1280, 800],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await openGallery(page);
    await page.screenshot({ path: path.join(SCREENS, `gallery-${name}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Show destructive toast' }).click();
    await page.getByRole('alertdialog').hover();
    await page.screenshot({ path: path.join(SCREENS, `toast-${name}.png`) });
    await page.getByRole('button', { name: 'Open transcript' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: path.join(SCREENS, `dialog-${name}.png`) });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.screenshot({ path: path.join(SCREENS, `menu-${name}.png`) });
    await page.keyboard.press('Escape');
  }
});

test('layout primitives: an Inline of actions wraps on wide screens and stacks equal on phones', async ({
  page,
}) => {
  const card = page.getByLabel('Stack and Inline');
  const skip = card.getByRole('button', { name: 'Skip Question' });
  const submit = card.getByRole('button', { name: 'Submit Answer' });
  const boxes = async () => [(await skip.boundingBox())!, (await submit.boundingBox())!];

  await page.setViewportSize({ width: 1280, height: 800 });
  let [first, second] = await boxes();
  // Side by side, each as wide as its label.
  expect(Math.abs(first!.y - second!.y)).toBeLessThan(1);
  expect(second!.x).toBeGreaterThan(first!.x + first!.width);

  await page.setViewportSize({ width: 390, height: 844 });
  [first, second] = await boxes();
  // One under the other, the same width: the card's.
  expect(second!.y).toBeGreaterThan(first!.y + first!.height);
  expect(Math.round(first!.width)).toBe(Math.round(second!.width));
  const cardBox = (await card.boundingBox())!;
  expect(first!.width).toBeGreaterThan(cardBox.width * 0.8);
});
