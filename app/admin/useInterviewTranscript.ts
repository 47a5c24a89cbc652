import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { interviewsKey } from './queryKeys';

/**
 * One interview's questions, answers and quality flags. Keyed under the interview list,
 * so whatever refreshes the list (a new interview, an edit) refreshes this too.
 */
export function useInterviewTranscript(interviewId: string) {
  return useQuery({
    queryKey: [...interviewsKey, interviewId, 'transcript'],
    queryFn: () => callApi('interviewTranscript', { params: { interviewId } }),
  });
}
