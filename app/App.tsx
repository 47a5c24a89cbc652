import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { importWhenOnline } from './lib/importWhenOnline';
import { AppRoutes } from './routes';
import { RouterBridge } from './ui/RouterBridge';

// Toasts only ever follow an action, so their region loads after the first paint and
// stays out of the home page's first bundle; the queue itself is tiny and eager.
const ToastRegion = lazy(async () => ({
  default: (await importWhenOnline(() => import('./ui/toast/ToastRegion'))).ToastRegion,
}));
// The same for the service worker and its "Update available" prompt.
const PwaRuntime = lazy(async () => ({
  default: (await importWhenOnline(() => import('./pwa/PwaRuntime'))).PwaRuntime,
}));

const inBrowserRouter = (routes: ReactNode) => <BrowserRouter>{routes}</BrowserRouter>;

/**
 * The whole app. In the browser its routes follow the address bar; the server renderer
 * (entry-server.tsx) puts them in a StaticRouter at the requested URL, so both build
 * the same tree and the browser can hydrate what the server sent.
 */
export function App({
  queryClient,
  withRouter = inBrowserRouter,
}: {
  queryClient: QueryClient;
  withRouter?: (routes: ReactNode) => ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {withRouter(
        <RouterBridge>
          <AppRoutes />
        </RouterBridge>,
      )}
      <Suspense fallback={null}>
        <ToastRegion />
        <PwaRuntime />
      </Suspense>
    </QueryClientProvider>
  );
}
