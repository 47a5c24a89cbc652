import { useQuery } from '@tanstack/react-query';
import type { User } from '../../sync/contract/auth';
import { ApiError, callApi } from '../api/client';

export const currentUserKey = ['/api/user'] as const;

/**
 * The signed-in user, fetched once (spec section 7). A 401 means "signed out" and
 * resolves to null; any other failure is an error.
 */
export function useCurrentUser() {
  return useQuery({
    queryKey: currentUserKey,
    queryFn: async (): Promise<User | null> => {
      try {
        return await callApi('currentUser');
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });
}
