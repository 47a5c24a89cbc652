import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, callApi } from '../api/client';
import { refreshResearch } from '../api/queries/figures';
import { readEveryPage } from '../api/queries/pages';
import { interviewsKey } from './queryKeys';

export function useInterviews() {
  return useQuery({
    queryKey: interviewsKey,
    queryFn: () => readEveryPage((query) => callApi('listInterviews', { query })),
  });
}

export function useCreateInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'createInterview'>) => callApi('createInterview', { body }),
    // Projects count their interviews, so both lists and the figures change.
    onSuccess: () => refreshResearch(queryClient),
  });
}
