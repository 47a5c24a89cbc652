import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 7: no retries, data never stale, no refetch on focus or interval.
 * Screens refresh what they changed by invalidating the matching query keys.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
