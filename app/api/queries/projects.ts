import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Project, UpdateProjectRequest } from '../../../sync/contract/projects';
import { type BodyOf, callApi } from '../client';
import { refreshResearch } from './figures';
import { usePagedList } from './pagedList';
import { readEveryPage } from './pages';
import { projectsKey } from './researchKeys';

/** One project, under the list's key, so refreshing the list refreshes it. */
export const projectKey = (id: string) => [...projectsKey, id] as const;
/** Every project at once, for pickers; under the list's key for the same reason. */
const allProjectsKey = [...projectsKey, 'all'] as const;

/** The projects the user may see, newest first, a page at a time. */
export function useProjects() {
  return usePagedList(projectsKey, (query, signal) => callApi('listProjects', { query, signal }));
}

/**
 * Every project, read a page of PAGE_MAX at a time. Only for the project picker and the
 * client suggestions of the project and interview forms, which must offer every choice.
 */
export function useAllProjects() {
  return useQuery({
    queryKey: allProjectsKey,
    queryFn: ({ signal }) => readEveryPage((query) => callApi('listProjects', { query, signal })),
  });
}

export function useProject(id: string) {
  return useQuery({
    queryKey: projectKey(id),
    queryFn: ({ signal }) => callApi('getProject', { params: { id }, signal }),
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

/**
 * Every company of one project, A to Z, read a page of PAGE_MAX at a time: the options of
 * the Transcripts tab's company filter, which must offer every choice. Under the list's key,
 * so a new interview refreshes it.
 */
export function useProjectCompanies(projectId: string) {
  return useQuery({
    queryKey: [...projectKey(projectId), 'companies'],
    queryFn: ({ signal }) =>
      readEveryPage((query) =>
        callApi('projectCompanies', { params: { id: projectId }, query, signal }),
      ),
  });
}
