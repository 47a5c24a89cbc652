import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { interviewsKey } from './queryKeys';

/** Closes an interview for good (POST /api/interviews/{id}/close); the lists refresh. */
export function useCloseInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (interviewId: string) => callApi('closeInterview', { params: { interviewId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewsKey }),
  });
}
