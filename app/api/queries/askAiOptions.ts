import { useQuery } from '@tanstack/react-query';
import { callApi } from '../client';

/** What Ask AI can do on this server (whether it can add web information, and if not why). */
export function useAskAiOptions(client: string) {
  return useQuery({
    queryKey: ['ask-ai-options', client],
    queryFn: () => callApi('askAiOptions', { params: { client } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
