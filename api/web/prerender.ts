import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ParameterizedContext } from 'koa';
import type { FirstScreen, FirstScreenSeeds } from '../../app/entry-server';
import { loadSessionState } from '../commands/sessionStateLoader';
import type { AppContextExtras, AppState } from '../context';
import { HttpError } from '../errors';
import { moduleLogger } from '../observability';
import { withTranscription } from '../presenters/sessionTranscription';
import { InterviewLinkParamsSchema } from '../routes/expert/schema';

const log = moduleLogger('web');

/**
 * Server rendering of the screens people first open: the home page and an interview
 * link (the expert, on a phone, from the e-mail). Their HTML arrives with the page, so
 * it paints before the app's JavaScript has loaded; the browser then hydrates it.
 *
 * Only for visitors who are not signed in: a signed-in user on `/` is sent to their
 * dashboard by the app, and opens interviews from it. Anything that keeps a page from
 * being rendered here (no renderer in the build, an interview the link does not open)
 * leaves it to the browser, which shows what it always did.
 */

type Context = ParameterizedContext<AppState, AppContextExtras>;
type Renderer = typeof import('../../app/entry-server');
type Seeds = ReturnType<FirstScreenSeeds['visitor']>;

interface PrerenderedRoute {
  path: RegExp;
  /** What the page would fetch first, or null when the browser should render it. */
  seed(ctx: Context, match: RegExpExecArray, seeds: FirstScreenSeeds): Promise<Seeds | null>;
}

const PRERENDERED_ROUTES: PrerenderedRoute[] = [
  { path: /^\/$/, seed: async (_ctx, _match, seeds) => seeds.visitor() },
  {
    path: /^\/expert\/([^/]+)\/?$/,
    seed: async (ctx, match, seeds) => {
      const params = InterviewLinkParamsSchema.safeParse({ interviewId: match[1] });
      if (!params.success) return null;
      const { interviewId } = params.data;
      // What GET /api/expert/:id/current-question answers, read only: mail scanners and
      // link previews fetch this page too, and must not start the interview or count as
      // an open. The app asks that endpoint itself once it runs, which does both.
      const snapshot = withTranscription(
        await loadSessionState(ctx.services.db.knex, interviewId, null, { startPending: false }),
        ctx.services.transcription,
      );
      return seeds.interview(interviewId, snapshot);
    },
  },
];

export type FirstScreenRenderer = (ctx: Context) => Promise<FirstScreen | null>;

/** Renders `ctx.path` if it is a prerendered route, with the renderer built into `distDir`. */
export function firstScreenRenderer(distDir: string): FirstScreenRenderer {
  const rendererFile = path.join(distDir, '.ssr', 'entry-server.js');
  let renderer: Promise<Renderer> | null = null;
  return async (ctx) => {
    if (ctx.state.user) return null;
    const route = PRERENDERED_ROUTES.find((candidate) => candidate.path.test(ctx.path));
    if (!route || !fs.existsSync(rendererFile)) return null;
    try {
      renderer ??= import(pathToFileURL(rendererFile).href) as Promise<Renderer>;
      const { renderFirstScreen, firstScreenSeeds } = await renderer;
      const seed = await route.seed(ctx, route.path.exec(ctx.path)!, firstScreenSeeds);
      if (!seed) return null;
      return await renderFirstScreen({ url: ctx.url, seed });
    } catch (error) {
      // A link that opens no interview (unknown): the app explains it.
      if (error instanceof HttpError) return null;
      // The page still works rendered in the browser; the failure is a bug to see.
      log.error({ err: error }, `server rendering of ${ctx.path} failed; the browser renders it`);
      return null;
    }
  };
}
