import '../ui/fonts.css';
import '../ui/global.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '../App';
import { createQueryClient } from '../api/queryClient';
import { readPrerenderedState } from './prerenderedState';

/**
 * Mounts the app on #root: hydrates the HTML the server rendered (the home page and
 * interview links on a first open) with the data it rendered from, or renders from
 * scratch (every other page, and every page the service worker serves from its cache).
 */
export function startApp(root: HTMLElement): void {
  const queryClient = createQueryClient();
  const prerendered = readPrerenderedState(document);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  if (!prerendered) {
    createRoot(root).render(app);
    return;
  }
  hydrate(queryClient, prerendered.queries);
  hydrateRoot(root, app, {
    // A mismatch is recovered by rendering in the browser, but it is a bug to fix.
    onRecoverableError: (error) => console.error('Hydration fell back to a client render', error),
  });
}
