import { type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi } from '../client';
import { interviewsKey, projectsKey } from './researchKeys';

/** The dashboards' figures, computed on the server (api/figures/); keyed by API path. */
export const researchFiguresKey = ['/api/figures'] as const;
export const expertFiguresKey = ['/api/expert-interviews/figures'] as const;

export function useResearchFigures() {
  return useQuery({ queryKey: researchFiguresKey, queryFn: () => callApi('researchFigures') });
}

/**
 * The project dashboard's header figures. Under the project's key, so whatever refreshes
 * the project lists (refreshResearch) refreshes these too.
 */
export function useProjectFigures(projectId: string) {
  return useQuery({
    queryKey: [...projectsKey, projectId, 'figures'],
    queryFn: ({ signal }) => callApi('projectFigures', { params: { id: projectId }, signal }),
  });
}

/**
 * The expert's figures; "this month" is the expert's own month, so the server is told
 * where they are. Read again on return, like the expert's lists (useExpertInterviews).
 */
export function useExpertFigures() {
  return useQuery({
    queryKey: expertFiguresKey,
    queryFn: () =>
      callApi('expertFigures', {
        query: { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** After a project or interview changes: both lists and the figures counted from them. */
export function refreshResearch(queryClient: QueryClient) {
  return Promise.all(
    [projectsKey, interviewsKey, researchFiguresKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
