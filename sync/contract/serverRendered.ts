/**
 * What a server-rendered page carries for the app that takes it over in the browser,
 * as JSON data blocks: `<script type="application/json">` never runs, so the
 * Content-Security-Policy needs no exception for it. Written by api/web (and the
 * server renderer, app/entry-server.tsx), read by app/main.tsx and app/boot.
 */
export const SERVER_RENDERED = {
  /** The chunks the page's app needs, fetched together once the page has painted. */
  appModules: 'parley-app-modules',
  /** react-query's cache as the server rendered with it (app/boot/prerenderedState.ts). */
  state: 'parley-prerendered-state',
} as const;

/**
 * Written on #root around server-rendered markup: until the app has hydrated it, the
 * page is shown but not usable (no click, no focus, nothing for assistive technology
 * to act on), so nothing done in that moment is lost or done twice. The app removes
 * them once its screen is hydrated (app/boot/ServerRenderReleased.tsx).
 */
export const HELD_UNTIL_HYDRATED = { inert: '', 'aria-hidden': 'true' } as const;

type BlockId = (typeof SERVER_RENDERED)[keyof typeof SERVER_RENDERED];

/** The element, with `<` escaped so no text in the value can close it early. */
export function dataBlock(id: BlockId, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The value of a data block on this page, or null when the server sent none. */
export function readDataBlock<T>(document: Document, id: BlockId): T | null {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : null;
}
