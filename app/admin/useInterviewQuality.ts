import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { interviewsKey } from './queryKeys';

/**
 * Every visible interview's quality score and review flag, for the badges on the lists.
 * Keyed under the interview list, so a refresh of the list refreshes the flags too.
 */
export function useInterviewQuality() {
  return useQuery({
    queryKey: [...interviewsKey, 'quality'],
    queryFn: () => callApi('interviewQuality'),
  });
}
