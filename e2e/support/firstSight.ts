import { expect, type Page } from '@playwright/test';
import { patience } from './patience';

/**
 * Transient screens (a toast that closes itself after 5 s, a button pending for 1.5 s)
 * can come and go between two of Playwright's round trips on a loaded machine. So the
 * page itself notes such an element the moment it first appears: its box and its
 * attributes, read in the same task. Call `watchForFirstSight` before the action that
 * shows it, then `firstSight` to read what the page saw.
 */

export interface Sight {
  box: { x: number; y: number; width: number; height: number };
  attributes: Record<string, string>;
}

interface Watch {
  name: string;
  selector: string;
  text?: string;
  /** Measure once the element's entrance animations have ended. */
  afterAnimations?: boolean;
}

export async function watchForFirstSight(page: Page, watch: Watch): Promise<void> {
  await page.evaluate(({ name, selector, text, afterAnimations }) => {
    const matching = () =>
      [...document.querySelectorAll(selector)].find(
        (element) => text === undefined || element.textContent?.includes(text),
      );
    const measure = async (element: Element) => {
      if (afterAnimations) {
        // A transition cut short by the next one rejects its `finished`: wait until none
        // is left running (a finished one that fills forwards stays listed).
        const running = () => element.getAnimations().filter((a) => a.playState !== 'finished');
        for (let now = running(); now.length > 0; now = running()) {
          await Promise.allSettled(now.map((animation) => animation.finished));
        }
      }
      const { x, y, width, height } = element.getBoundingClientRect();
      const attributes = Object.fromEntries(
        [...element.attributes].map((attribute) => [attribute.name, attribute.value]),
      );
      return { box: { x, y, width, height }, attributes };
    };
    (window as unknown as Record<string, Promise<unknown>>)[`sight:${name}`] = new Promise(
      (resolve) => {
        const observer = new MutationObserver(() => {
          const element = matching();
          if (!element) return;
          observer.disconnect();
          resolve(measure(element));
        });
        observer.observe(document.body, {
          childList: true,
          subtree: true,
          characterData: true,
          attributes: true,
        });
      },
    );
  }, watch);
}

export async function firstSight(page: Page, name: string): Promise<Sight> {
  const sight = await page.evaluate(
    ({ key, waitMs }) =>
      Promise.race([
        (window as unknown as Record<string, Promise<Sight>>)[key],
        new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs)),
      ]),
    { key: `sight:${name}`, waitMs: patience(20_000) },
  );
  expect(sight, `${name} appeared`).not.toBeNull();
  return sight!;
}
