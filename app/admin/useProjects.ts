import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Project, UpdateProjectRequest } from '../../sync/contract/projects';
import { type BodyOf, callApi } from '../api/client';
import { refreshResearch } from '../api/queries/figures';
import { readEveryPage } from '../api/queries/pages';
import { projectsKey } from './queryKeys';

export function useProjects() {
  return useQuery({
    queryKey: projectsKey,
    queryFn: () => readEveryPage((query) => callApi('listProjects', { query })),
  });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'createProject'>) => callApi('createProject', { body }),
    onSuccess: () => refreshResearch(queryClient),
  });
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateProjectRequest }): Promise<Project> =>
      callApi('updateProject', { params: { id }, body: patch }),
    // Interviews carry their project's name, so a rename shows there too.
    onSuccess: () => refreshResearch(queryClient),
  });
}
