import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import type { InterviewQualityItem, InterviewQualityMap } from '../../../sync/contract/analytics';
import { PAGE_DEFAULT, PAGE_MAX, type Page } from '../../../sync/contract/pagination';
import { callApi, type ResponseOf } from '../client';
import { interviewsKey } from './researchKeys';

/**
 * The quality score and review flag of the interviews a list shows, for their badges: one
 * request per PAGE_DEFAULT ids, the size of the list's pages, so a page loaded later asks
 * for its own rows and leaves the earlier requests cached. Keyed under the interview list,
 * so a refresh of the list refreshes the flags too. Ids still loading are absent.
 */
export function useInterviewQuality(interviewIds: readonly string[]): InterviewQualityMap {
  return useQueries({
    queries: chunksOf(interviewIds, PAGE_DEFAULT).map((ids) => ({
      queryKey: [...interviewsKey, 'quality', ids],
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        byInterview(
          await callApi('interviewQuality', {
            query: { ids: ids.join(','), limit: String(PAGE_MAX) },
            signal,
          }),
        ),
    })),
    combine: mergeMaps,
  });
}

function mergeMaps(results: UseQueryResult<InterviewQualityMap>[]): InterviewQualityMap {
  return Object.assign({}, ...results.map((result) => result.data));
}

function chunksOf(ids: readonly string[], size: number): string[][] {
  const chunks: string[][] = [];
  for (let start = 0; start < ids.length; start += size) {
    chunks.push(ids.slice(start, start + size));
  }
  return chunks;
}

/** With `limit` the answer is a page; the map form is for programs that give neither. */
function byInterview(response: ResponseOf<'interviewQuality'>): InterviewQualityMap {
  const items = (response as Partial<Page<InterviewQualityItem>>).items;
  if (!Array.isArray(items)) return response as InterviewQualityMap;
  return Object.fromEntries(items.map(({ interviewId, ...quality }) => [interviewId, quality]));
}
