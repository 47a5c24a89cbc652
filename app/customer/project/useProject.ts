import { useQuery } from '@tanstack/react-query';
import { projectsKey } from '../../admin/queryKeys';
import { callApi } from '../../api/client';

/** One project's cache key, under the project list's, so refreshing the list refreshes it. */
export const projectKey = (id: string) => [...projectsKey, id] as const;

export function useProject(id: string) {
  return useQuery({
    queryKey: projectKey(id),
    queryFn: () => callApi('getProject', { params: { id } }),
  });
}
