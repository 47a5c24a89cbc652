import { readDataBlock, SERVER_RENDERED } from '../../sync/contract/serverRendered';

/**
 * Starts fetching every chunk a server-rendered page's app needs, all at once: without
 * this, each import would reveal the next (the app, the router, the screen, its parts),
 * a round trip each. The server lists them (api/web/firstOpenHints.ts) rather than
 * preloading them in the HTML, where they would compete with the first paint.
 */
export function preloadAppModules(document: Document): void {
  for (const href of readDataBlock<string[]>(document, SERVER_RENDERED.appModules) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
}
