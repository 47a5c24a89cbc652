import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { ON_CI } from './patience';

/** Where screenshots go: `<E2E_OUTPUT_DIR>/screens/`, so parallel suites do not collide. */
const SCREENS_DIR = path.join(process.env.E2E_OUTPUT_DIR ?? 'test-results', 'screens');

/**
 * Screenshots are for people to look at. CI keeps none, so it takes none unless
 * E2E_SCREENSHOTS=1: at two widths each, they were about a tenth of the admin dashboard
 * spec's test time on two cores (114 s with them, 104 s without).
 */
export const SCREENSHOTS_WANTED = process.env.E2E_SCREENSHOTS
  ? process.env.E2E_SCREENSHOTS !== '0'
  : !ON_CI;

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/**
 * Waits for finite animations and transitions (a toast fading in, a dialog opening):
 * mid-fade, text is partly transparent and axe reports a contrast failure that no one
 * ever sees. Endless ones (spinners, the recording pulse) are left running.
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    // react-aria's live announcer: its transient messages can point at a control that
    // has just unmounted (a pending button whose form is gone). Not page content.
    .exclude('[data-live-announcer]')
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join('\n  ')}`,
    );
}

/**
 * axe-core on the page as it is now (open dialogs included): no serious or critical
 * violations. The failure message lists each rule with the first offending elements.
 * A toast can start fading in or out while axe runs (one closes itself after 5 s), so
 * findings are checked again once animations settle: a real violation is still there.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  await settleAnimations(page);
  let serious = await seriousViolations(page);
  if (serious.length > 0) {
    await settleAnimations(page);
    serious = await seriousViolations(page);
  }
  expect(serious, serious.join('\n')).toEqual([]);
}

/**
 * Screenshots at desktop and phone widths: `<name>-1280.png` and `<name>-390.png`. Full
 * page by default; pass `fullPage: false` for an open dialog, which is fixed to the
 * viewport. The viewport goes back to what it was afterwards.
 */
export async function screenshotAtBothWidths(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
) {
  if (!SCREENSHOTS_WANTED) return;
  const original = page.viewportSize();
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    // Let layout, fonts and transitions settle at the new width.
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(250);
    await page.screenshot({
      path: path.join(SCREENS_DIR, `${name}-${size.width}.png`),
      fullPage,
    });
  }
  if (original) await page.setViewportSize(original);
}
