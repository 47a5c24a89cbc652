import { dehydrate, type QueryKey } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { CurrentQuestionResponse } from '../sync/contract';
import { App } from './App';
import { createQueryClient } from './api/queryClient';
import { currentUserKey } from './auth/useCurrentUser';
import { prerenderedStateElement } from './boot/prerenderedState';
import { expertSessionKey } from './expert/session/useInterviewSession';
// Configures zod before the screens import it, as main.tsx does in the browser.
import './lib/zodWithoutEval';

/**
 * The server renderer of first-open screens (api/web/prerender.ts calls it): the app at
 * `url`, as the browser would render it with `seed` already in react-query's cache,
 * waiting for every lazy screen. Built by `vite build` into `<dist>/.ssr/`.
 */
export interface FirstScreenRequest {
  url: string;
  /** Query results the page would fetch (the signed-in user, the interview). */
  seed: Seed[];
}

type Seed = [QueryKey, unknown];

/** The seeds of each kind of page, so the query keys stay the app's own. */
export const firstScreenSeeds = {
  /** Someone not signed in (the server renders only for them). */
  visitor: (): Seed[] => [[currentUserKey, null]],
  interview: (interviewId: string, snapshot: CurrentQuestionResponse): Seed[] => [
    ...firstScreenSeeds.visitor(),
    [expertSessionKey(interviewId), snapshot],
  ],
};
export type FirstScreenSeeds = typeof firstScreenSeeds;

export interface FirstScreen {
  /** The markup of #root. */
  rootHtml: string;
  /** The data block the browser hydrates from (boot/prerenderedState.ts). */
  stateElement: string;
}

export async function renderFirstScreen({ url, seed }: FirstScreenRequest): Promise<FirstScreen> {
  const queryClient = createQueryClient();
  for (const [key, data] of seed) queryClient.setQueryData(key, data);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App
        queryClient={queryClient}
        withRouter={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>}
      />
    </StrictMode>,
  );
  let rootHtml = '';
  for await (const chunk of prelude) rootHtml += chunk.toString();
  return {
    rootHtml,
    stateElement: prerenderedStateElement({ queries: dehydrate(queryClient) }),
  };
}
