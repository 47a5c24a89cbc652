import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { adminApi, createInterview } from './support/interviews';
import { DESKTOP, settleAnimations } from './support/pageChecks';
import { patience } from './support/patience';
import {
  DEMO_CLIENT,
  DEMO_PROJECT,
  type DemoRole,
  PUBLIC_URLS,
  SIGNED_IN_SCREENS,
  signIn,
  visit,
} from './support/screens';
import { SessionPage } from './support/sessionPage';
import { test } from './support/test';

/**
 * Phone-first layout (issue 14): at 320, 390 and 430 px every screen fits its width, as
 * each role sees it, open dialogs included. A screen fails when the page scrolls
 * sideways, when any visible element reaches past the screen's edge, or when a scrolling
 * box (a dialog's body) scrolls sideways; elements inside a container that clips or
 * scrolls them are judged by that container, and only tables and code may scroll
 * sideways on purpose. Then: a toast shown over an open dialog never covers the
 * dialog's buttons nor, leaving, moves them, and a dialog's action buttons are equal on
 * phones.
 */

const PHONE_WIDTHS = [320, 390, 430] as const;
const PHONE_HEIGHT = 800;
const SCREENS_DIR = path.join(process.env.E2E_OUTPUT_DIR ?? 'test-results', 'screens');

test.setTimeout(patience(180_000));

/** Everything on the page now that reaches past the viewport's width, described. */
function overflowOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const scroller = document.scrollingElement ?? document.documentElement;
    if (scroller.scrollWidth > width) {
      problems.push(`the page scrolls sideways: ${scroller.scrollWidth}px wide in ${width}px`);
    }
    const describeElement = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ??
        element.getAttribute('role') ??
        (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      return `<${element.tagName.toLowerCase()}> "${label}"`;
    };
    // An ancestor that clips or scrolls its overflow keeps its children inside itself.
    const clippedByAncestor = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; ) {
        if (getComputedStyle(node).overflowX !== 'visible') return true;
        node = node.parentElement;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      // Zero-size and screen-reader-only (1 px, clipped) elements take no room.
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.left >= -0.5 && box.right <= width + 0.5) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'contents') continue;
      if (clippedByAncestor(element)) continue;
      problems.push(
        `${describeElement(element)} spans ${Math.round(box.left)}–${Math.round(box.right)}px of ${width}px`,
      );
    }
    // A scrolling box (a dialog's body) hides what is too wide for it behind a sideways
    // scrollbar. Only tables and code may scroll sideways, on purpose.
    for (const element of document.body.querySelectorAll('*')) {
      const { overflowX } = getComputedStyle(element);
      if (overflowX !== 'auto' && overflowX !== 'scroll') continue;
      if (element.scrollWidth <= element.clientWidth + 1) continue;
      if (element.matches('table, pre') || element.querySelector('table, pre')) continue;
      problems.push(
        `${describeElement(element)} scrolls sideways: ${element.scrollWidth}px in ${element.clientWidth}px`,
      );
    }
    return problems;
  });
}

/** Fails with every overflow found on each screen, so one run lists them all. */
class OverflowReport {
  private readonly found: string[] = [];

  constructor(private readonly page: Page) {}

  async check(screen: string) {
    for (const problem of await overflowOf(this.page)) this.found.push(`${screen}: ${problem}`);
  }

  async visitAndCheck(url: string) {
    await visit(this.page, url);
    await this.check(url);
  }

  expectNone() {
    expect(this.found, this.found.join('\n')).toEqual([]);
  }
}

/** The action buttons of a dialog's footer: siblings of the dialog's last button. */
async function footerButtonWidths(dialog: Locator): Promise<number[]> {
  return dialog.evaluate((element) => {
    const buttons = element.querySelectorAll('button');
    const last = buttons[buttons.length - 1];
    const row = last?.parentElement;
    if (!row) return [];
    return [...row.children]
      .filter((child) => child.matches('button, a'))
      .map((child) => Math.round(child.getBoundingClientRect().width));
  });
}

async function expectEqualFooterButtons(dialog: Locator) {
  const widths = await footerButtonWidths(dialog);
  expect(widths.length, 'a footer with at least two actions').toBeGreaterThanOrEqual(2);
  expect(new Set(widths).size, `footer button widths ${widths.join(', ')}`).toBe(1);
}

for (const width of PHONE_WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: PHONE_HEIGHT } });

    test('public pages, sign-in and error screens fit the screen', async ({ page }) => {
      const report = new OverflowReport(page);
      for (const url of PUBLIC_URLS) await report.visitAndCheck(url);
      report.expectNone();
    });

    for (const role of Object.keys(SIGNED_IN_SCREENS) as DemoRole[]) {
      test(`the ${role}'s screens fit the screen`, async ({ page }) => {
        await signIn(page, role);
        const report = new OverflowReport(page);
        for (const url of SIGNED_IN_SCREENS[role]) await report.visitAndCheck(url);
        report.expectNone();
      });
    }

    test("the project dashboard's tabs all show and every tab fits", async ({ page }) => {
      await signIn(page, 'customer');
      await visit(page, `/customer/${DEMO_PROJECT}`);
      const tabs = page.getByRole('tablist', { name: 'Project dashboard' }).getByRole('tab');
      await expect(tabs).toHaveCount(4);
      const report = new OverflowReport(page);
      for (const tab of await tabs.all()) {
        // Every tab label is on screen without scrolling: none is cut off at the edge.
        await expect(tab).toBeInViewport({ ratio: 1 });
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await page.waitForLoadState('networkidle');
        await report.check(`tab ${await tab.textContent()}`);
      }
      // Keyboard: arrows move between the tabs.
      await tabs.first().focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(1)).toBeFocused();
      report.expectNone();
    });

    test('dialogs fit the screen, with equal action buttons', async ({ page }) => {
      await signIn(page, 'admin');
      await visit(page, '/admin');
      const report = new OverflowReport(page);
      for (const name of ['New Project', 'Create Interview']) {
        await page.getByRole('button', { name }).first().click();
        const dialog = page.getByRole('dialog', { name });
        await expect(dialog).toBeVisible();
        await report.check(`the ${name} dialog`);
        await expectEqualFooterButtons(dialog);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
      report.expectNone();
    });

    test("the expert's interview link fits the screen", async ({ page, baseURL }) => {
      // The invited expert, not signed in: the start screen, then the first question.
      const api = await adminApi(baseURL!);
      const interview = await createInterview(api, ['How did your deposit costs change?']);
      await api.dispose();
      const report = new OverflowReport(page);
      const session = new SessionPage(page);
      await session.open(interview.id);
      await expect(session.disclaimer).toBeVisible();
      await report.check('the interview disclaimer');
      await session.acceptDisclaimer();
      await expect(session.currentQuestion).toBeVisible();
      await page.waitForLoadState('networkidle');
      await report.check('the interview question');
      report.expectNone();
    });
  });
}

const toastOf = (page: Page) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('alertdialog');

type Box = { x: number; y: number; width: number; height: number };

/**
 * The part of `locator` one can see: its box cut by every ancestor that clips (a dialog's
 * scrolling body). A button scrolled out of sight behind the dialog's edge is null.
 */
function visibleBox(locator: Locator): Promise<Box | null> {
  return locator.evaluate((element) => {
    let { left, top, right, bottom } = element.getBoundingClientRect();
    for (let node = element.parentElement; node; node = node.parentElement) {
      if (getComputedStyle(node).overflow === 'visible') continue;
      const clip = node.getBoundingClientRect();
      left = Math.max(left, clip.left);
      top = Math.max(top, clip.top);
      right = Math.min(right, clip.right);
      bottom = Math.min(bottom, clip.bottom);
    }
    if (right <= left || bottom <= top) return null;
    return { x: left, y: top, width: right - left, height: bottom - top };
  });
}

function overlaps(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const size of [{ width: 390, height: 844 }, DESKTOP]) {
  test(`at ${size.width} px a toast over an open dialog leaves its buttons clear`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signIn(page, 'customer');
    await visit(page, '/customer');
    await page.getByRole('button', { name: 'New Project' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New Project' });
    await expect(dialog).toBeVisible();
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    await settleAnimations(page);
    const cancelWithoutToast = await cancel.boundingBox();
    // Everything valid but no question: the form answers with a toast and stays open.
    await dialog.getByLabel('Project Name').fill(`Phone layout ${Date.now()}`);
    await dialog.getByLabel('Project Goal').fill('Learn how regional banks will price deposits.');
    await dialog.getByLabel('Expert Profile').fill('Treasurers at US regional banks.');
    for (const [field, option] of [
      ['Number of Experts', '11-25'],
      ['Timeline', '3-4 weeks'],
      ['Interview Length', '30 minutes'],
    ] as const) {
      await dialog.getByRole('button', { name: new RegExp(field) }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    }
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    const toast = toastOf(page);
    await expect(toast).toContainText('Please add at least one question.');
    // The pointer on the toast pauses its 5 s timer (react-aria) while we measure: at
    // once, since a loaded machine's round trips can outlast it.
    await toast.hover();
    await expect(dialog).toBeVisible();
    // The dialog moves out of the toast's way with a short transition: let it finish.
    await settleAnimations(page);

    const toastBox = (await toast.boundingBox())!;
    const covered: string[] = [];
    for (const button of await dialog.getByRole('button').all()) {
      const box = await visibleBox(button);
      if (box && overlaps(toastBox, box)) covered.push((await button.textContent()) ?? '');
    }
    expect(covered, 'dialog buttons under the toast').toEqual([]);
    // The actions are in view and on top where they are: pressing them needs no scrolling.
    for (const name of ['Create Project', 'Cancel']) {
      const action = dialog.getByRole('button', { name });
      await expect(action).toBeInViewport({ ratio: 1 });
      const onTop = await action.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit !== null && element.contains(hit);
      });
      expect(onTop, `${name} is the element under its own centre`).toBe(true);
    }
    await expect(toast).toBeVisible();
    await page.screenshot({ path: path.join(SCREENS_DIR, `toast-over-dialog-${size.width}.png`) });
    if (size.width < 480) await expectEqualFooterButtons(dialog);

    // The toast runs out (5 s once the pointer leaves it) during a press on Add Question:
    // the dialog keeps the toast's room while open, so nothing moves under the pointer
    // and the press lands.
    const add = dialog.getByRole('button', { name: 'Add Question' });
    const questions = dialog.getByRole('textbox', { name: /^Question \d+/ });
    const questionsBefore = await questions.count();
    await add.scrollIntoViewIfNeeded();
    const pressAt = centreOf((await add.boundingBox())!);
    await page.mouse.move(pressAt.x, pressAt.y);
    await page.mouse.down();
    await expect(toast).toHaveCount(0, { timeout: 9000 });
    await settleAnimations(page);
    // The centre, since a pressed button shrinks a little about it.
    const centreAfter = centreOf((await add.boundingBox())!);
    expect(Math.abs(centreAfter.y - pressAt.y), 'Add Question moved').toBeLessThan(1);
    await page.mouse.up();
    await expect(questions).toHaveCount(questionsBefore + 1);

    // Closed, the dialog gives the room back: opened again, it sits where it first did.
    await cancel.click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'New Project' }).first().click();
    await expect(dialog).toBeVisible();
    await settleAnimations(page);
    expect(await cancel.boundingBox()).toEqual(cancelWithoutToast);
  });
}

function centreOf(box: Box) {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('key screens in the bundled Inter, its Latin file alone fetched (screenshots at 390 and 1280 px)', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  const shots: [string, string, DemoRole | null][] = [
    ['home', '/', null],
    ['sign-in', '/auth', null],
    ['admin', '/admin', 'admin'],
    ['project', `/customer/${DEMO_PROJECT}`, 'customer'],
    ['client', `/customer/${DEMO_CLIENT}`, 'customer'],
    ['expert-dashboard', '/expert-dashboard', 'expert'],
  ];
  for (const [name, url, role] of shots) {
    await page.context().clearCookies();
    if (role) await signIn(page, role);
    for (const viewport of [{ width: 390, height: 844 }, DESKTOP]) {
      await page.setViewportSize(viewport);
      await visit(page, url);
      await page.evaluate(() => document.fonts.ready);
      // The page's text is set in Inter, not a fallback.
      expect(
        await page.evaluate(() =>
          [...document.fonts].some(
            (face) =>
              face.family.replace(/"/g, '') === 'Inter Variable' && face.status === 'loaded',
          ),
        ),
      ).toBe(true);
      await page.screenshot({
        path: path.join(SCREENS_DIR, `phone-layout-${name}-${viewport.width}.png`),
      });
    }
  }
  // One file, the Latin subset of the variable font, from our own origin.
  expect([...new Set(fonts)]).toEqual([
    expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/),
  ]);
});
