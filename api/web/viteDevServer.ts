import type http from 'node:http';
import type { createApp } from '../app';

/** Vite in middleware mode behind the API routes; its hot-reload socket shares our port. */
export async function mountViteDevServer(app: ReturnType<typeof createApp>, server: http.Server) {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true, ws: { server } } });
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
