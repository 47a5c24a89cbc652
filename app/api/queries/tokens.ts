import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApiTokenRequest } from '../../../sync/contract/tokens';
import { callApi } from '../client';
import { usePagedList } from './pagedList';

export const apiTokensKey = ['/api/tokens'] as const;

/** The signed-in account's own tokens, newest first, a page at a time. */
export function useApiTokens() {
  return usePagedList(apiTokensKey, (query, signal) => callApi('listApiTokens', { query, signal }));
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
