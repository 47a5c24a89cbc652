import fs from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';
import { HELD_UNTIL_HYDRATED } from '../../sync/contract/serverRendered';
import type { AppContextExtras, AppState } from '../context';
import { isApiPath } from '../middleware/apiPath';
import { contentSecurityPolicy } from '../middleware/contentSecurityPolicy';
import { firstOpenAssets, withHints, withInlineStyles } from './firstOpenHints';
import { firstScreenRenderer } from './prerender';

const heldAttributes = Object.entries(HELD_UNTIL_HYDRATED)
  .map(([name, value]) => (value ? `${name}="${value}"` : name))
  .join(' ');

/**
 * Serves the built web app from `dist/`, with index.html for any other GET so
 * client-side routes (and deep links like /expert/{id}) work on reload. No spelling
 * of `/api/*` falls through to the app: unknown API paths get a JSON 404 earlier.
 * Every page names what it loads (firstOpenHints.ts), so a first open fetches it in
 * parallel; the home page and an interview link come server-rendered with their
 * styles inline (prerender.ts), so they paint before any script runs.
 */
export function staticApp(distDir: string): Middleware<AppState, AppContextExtras> {
  const indexFile = path.join(distDir, 'index.html');
  // brotli/gzip: a built file's `.br` or `.gz` twin (vite.config.ts) when the browser
  // accepts it, with the original's Content-Type and `Content-Encoding` set.
  const assets = serve(distDir, {
    index: false,
    maxage: 0,
    brotli: true,
    gzip: true,
  }) as Middleware<AppState, AppContextExtras>;
  const assetsFor = firstOpenAssets(distDir);
  const renderFirstScreen = firstScreenRenderer(distDir);
  const styles = new Map<string, string>();
  const readStyle = (file: string) => {
    if (!styles.has(file)) styles.set(file, fs.readFileSync(path.join(distDir, file), 'utf8'));
    return styles.get(file)!;
  };
  // Files as built (index.html itself, the service worker) carry the build's policy;
  // each page made here, its own (with the hashes of what it inlines).
  const buildPolicy = contentSecurityPolicy(
    fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : '',
  );
  return async (ctx, next) => {
    if (isApiPath(ctx.path)) return next();
    await assets(ctx, async () => {});
    if (ctx.body !== undefined || ctx.status !== 404) {
      ctx.set('Content-Security-Policy', buildPolicy);
      // Hashed build assets never change; everything else is revalidated.
      if (ctx.path.startsWith('/assets/'))
        ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      return;
    }
    if ((ctx.method === 'GET' || ctx.method === 'HEAD') && fs.existsSync(indexFile)) {
      const indexHtml = await fs.promises.readFile(indexFile, 'utf8');
      const pageAssets = assetsFor(ctx.path);
      const firstScreen = await renderFirstScreen(ctx);
      const html = firstScreen
        ? withInlineStyles(indexHtml, pageAssets, readStyle).replace(
            '<div id="root"></div>',
            `<div id="root" ${heldAttributes}>${firstScreen.rootHtml}</div>${firstScreen.stateElement}`,
          )
        : withHints(indexHtml, pageAssets);
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-cache');
      ctx.set('Content-Security-Policy', contentSecurityPolicy(html));
      ctx.body = html;
      return;
    }
    await next();
  };
}
