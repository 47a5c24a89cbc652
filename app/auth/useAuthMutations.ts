import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, RegisterRequest, User } from '../../sync/contract/auth';
import { callApi } from '../api/client';
import { showToast } from '../ui/toast/toastQueue';
import { loginFailureDescription } from './loginErrors';
import { currentUserKey } from './useCurrentUser';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginRequest) => callApi('login', { body: credentials }),
    onSuccess: (user: User) => queryClient.setQueryData(currentUserKey, user),
    onError: (error: Error) =>
      showToast({
        title: 'Login Failed',
        description: loginFailureDescription(error.message),
        variant: 'destructive',
      }),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registration: RegisterRequest) => callApi('register', { body: registration }),
    onSuccess: (user: User) => queryClient.setQueryData(currentUserKey, user),
    onError: (error: Error) =>
      showToast({
        title: 'Registration failed',
        description: error.message,
        variant: 'destructive',
      }),
  });
}

/**
 * Signing out forgets every cached response, not just the user: the next account must not
 * see them. With `reloadTo`, a full load of that page drops them with the page instead.
 */
export function useLogout({ reloadTo }: { reloadTo?: string } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('logout'),
    onSuccess: () => {
      if (reloadTo) {
        // Clearing the user first would let a signed-in screen's guard redirect to /auth
        // for a frame, and that client-side navigation would race the full load.
        window.location.assign(reloadTo);
        return;
      }
      // Not clear(): it would also drop the user query that mounted screens observe, and
      // they would never see the null below (their observers keep the dropped query).
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
      queryClient.setQueryData(currentUserKey, null);
    },
    onError: (error: Error) =>
      showToast({ title: 'Logout failed', description: error.message, variant: 'destructive' }),
  });
}
