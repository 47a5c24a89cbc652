import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateApiTokenRequest } from '../../sync/contract/tokens';
import { callApi } from '../api/client';

export const apiTokensKey = ['/api/tokens'] as const;

export function useApiTokens() {
  return useQuery({ queryKey: apiTokensKey, queryFn: () => callApi('listApiTokens') });
}

/** The answer carries the secret; the screen shows it once and the cache never keeps it. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenRequest) => callApi('createApiToken', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensKey }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('revokeApiToken', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokensKey }),
  });
}
