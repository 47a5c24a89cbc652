import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from './api/queryClient';
import { AppRoutes } from './routes';
import { RouterBridge } from './ui/RouterBridge';

// Toasts only ever follow an action, so their region loads after the first paint and
// stays out of the home page's first bundle; the queue itself is tiny and eager.
const ToastRegion = lazy(async () => ({
  default: (await import('./ui/toast/ToastRegion')).ToastRegion,
}));
// The same for the service worker and its "Update available" prompt.
const PwaRuntime = lazy(async () => ({
  default: (await import('./pwa/PwaRuntime')).PwaRuntime,
}));

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <RouterBridge>
          <AppRoutes />
        </RouterBridge>
      </BrowserRouter>
      <Suspense fallback={null}>
        <ToastRegion />
        <PwaRuntime />
      </Suspense>
    </QueryClientProvider>
  );
}
