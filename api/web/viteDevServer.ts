import type http from 'node:http';
import type { createApp } from '../app';

/** Vite in middleware mode behind the API routes; its hot-reload socket shares our port. */
export async function mountViteDevServer(app: ReturnType<typeof createApp>, server: http.Server) {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true, ws: { server } } });
  app.use(async (ctx, next) => {
    // A service worker left by `npm start` on this origin would keep serving that old
    // build; dev has none, so /sw.js is a worker that removes itself and reloads its pages.
    if (ctx.path === '/sw.js') {
      ctx.type = 'text/javascript';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = SELF_REMOVING_WORKER;
      return;
    }
    await next();
  });
  app.use(async (ctx, next) => {
    const handled = await new Promise<boolean>((resolve, reject) => {
      // Vite either answers (the response closes) or calls next for the API's 404.
      ctx.res.once('close', () => resolve(true));
      vite.middlewares(ctx.req, ctx.res, (error?: unknown) =>
        error ? reject(error) : resolve(false),
      );
    });
    if (handled) ctx.respond = false;
    else await next();
  });
  return vite;
}

const SELF_REMOVING_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    await self.registration.unregister();
    for (const name of await caches.keys()) await caches.delete(name);
    for (const client of await self.clients.matchAll({ type: 'window' })) client.navigate(client.url);
  })());
});
`;
