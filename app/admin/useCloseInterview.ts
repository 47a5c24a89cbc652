import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { refreshResearch } from '../api/queries/figures';

/** Closes an interview for good (POST /api/interviews/{id}/close); the lists and figures refresh. */
export function useCloseInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (interviewId: string) => callApi('closeInterview', { params: { interviewId } }),
    onSuccess: () => refreshResearch(queryClient),
  });
}
