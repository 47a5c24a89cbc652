import fs from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';
import type { AppContextExtras, AppState } from '../context';
import { isApiPath } from '../middleware/apiPath';
import { contentSecurityPolicyForBuild } from '../middleware/contentSecurityPolicy';
import { firstOpenHints, withHints } from './firstOpenHints';

/**
 * Serves the built web app from `dist/`, with index.html for any other GET so
 * client-side routes (and deep links like /expert/{id}) work on reload. No spelling
 * of `/api/*` falls through to the app: unknown API paths get a JSON 404 earlier.
 * The home page and an interview link also name what their screen loads
 * (firstOpenHints.ts), so a first open fetches it in parallel.
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
  const policy = contentSecurityPolicyForBuild(distDir);
  const hintsFor = firstOpenHints(distDir);
  return async (ctx, next) => {
    if (isApiPath(ctx.path)) return next();
    ctx.set('Content-Security-Policy', policy);
    await assets(ctx, async () => {});
    if (ctx.body !== undefined || ctx.status !== 404) {
      // Hashed build assets never change; everything else is revalidated.
      if (ctx.path.startsWith('/assets/'))
        ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      return;
    }
    if ((ctx.method === 'GET' || ctx.method === 'HEAD') && fs.existsSync(indexFile)) {
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-cache');
      const hints = hintsFor(ctx.path);
      ctx.body = hints
        ? withHints(await fs.promises.readFile(indexFile, 'utf8'), hints)
        : fs.createReadStream(indexFile);
      return;
    }
    await next();
  };
}
