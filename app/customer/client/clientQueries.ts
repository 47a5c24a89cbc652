import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportFormat } from '../../../sync/contract/analytics';
import { callApi } from '../../api/client';
import { asPage, readEveryPage } from '../../api/queries/pages';

/**
 * The client dashboard's reads and writes. Cache keys are the API paths (as in
 * app/admin/queryKeys.ts), with the query parameters as a last element where there are
 * any, so 'New Analysis' can refresh every filtered view of the figures at once.
 */

export interface DashboardFilters {
  company: string | null;
  topic: string | null;
}

export const NO_FILTERS: DashboardFilters = { company: null, topic: null };

const clientPath = (client: string, action: string) =>
  `/api/customer/${encodeURIComponent(client)}/${action}`;

export const clientKeys = {
  insights: (client: string) => [clientPath(client, 'insights')] as const,
  /** Without filters: every filtered view of the figures (a prefix key). */
  dashboard: (client: string, filters?: DashboardFilters) =>
    filters
      ? ([clientPath(client, 'dashboard'), filters] as const)
      : [clientPath(client, 'dashboard')],
  search: (client: string, q: string) => ['/api/search', { q, client }] as const,
};

export function useClientInsights(client: string) {
  return useQuery({
    queryKey: clientKeys.insights(client),
    queryFn: () =>
      readEveryPage((query) => callApi('clientInsights', { params: { client }, query })),
  });
}

/**
 * The figures for the chosen filters. While a new choice loads, the previous figures
 * stay on screen (marked busy) rather than flashing back to skeletons.
 */
export function useClientDashboard(client: string, filters: DashboardFilters) {
  return useQuery({
    queryKey: clientKeys.dashboard(client, filters),
    queryFn: () =>
      callApi('customerDashboard', {
        params: { client },
        query: { company: filters.company ?? undefined, topic: filters.topic ?? undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The best matches shown; the search asks for no more than these. */
const SEARCH_RESULTS = 50;

/** Full-text search over the client's answers; only asked while the query is non-empty. */
export function useAnswerSearch(client: string, q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: clientKeys.search(client, query),
    queryFn: async ({ signal }) =>
      asPage(
        await callApi('search', {
          query: { q: query, client, limit: String(SEARCH_RESULTS) },
          signal,
        }),
      ).items,
    enabled: query.length > 0,
  });
}

/** 'New Analysis': regenerates the stored insights, then refreshes what the page shows. */
export function useGenerateInsights(client: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('generateInsights', { params: { client } }),
    onSuccess: async (insights) => {
      queryClient.setQueryData(clientKeys.insights(client), insights);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clientKeys.insights(client) }),
        queryClient.invalidateQueries({ queryKey: clientKeys.dashboard(client) }),
      ]);
    },
  });
}

/** What 'Export Report' asks for: the filters on screen and the file format. */
export interface ReportRequest {
  filters: DashboardFilters;
  format: ReportFormat;
}

/** 'Export Report': the report for the filters on screen, as the file's text. */
export function useReportExport(client: string) {
  return useMutation({
    mutationFn: ({ filters, format }: ReportRequest) =>
      callApi('customerReport', {
        params: { client },
        query: {
          company: filters.company ?? undefined,
          topic: filters.topic ?? undefined,
          format,
        },
      }),
  });
}
