import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ReportFormat } from '../../../sync/contract/analytics';
import { callApi } from '../client';
import { clientPath } from './clientPaths';

/**
 * The client dashboard's figures and report. Keys are the API paths with the filters as
 * a last element, so 'New Analysis' can refresh every filtered view of the figures at once.
 */

export interface DashboardFilters {
  company: string | null;
  topic: string | null;
}

export const NO_FILTERS: DashboardFilters = { company: null, topic: null };

/** Without filters: every filtered view of the figures (a prefix key). */
export const clientDashboardKey = (client: string, filters?: DashboardFilters) =>
  filters
    ? ([clientPath(client, 'dashboard'), filters] as const)
    : [clientPath(client, 'dashboard')];

/**
 * The figures for the chosen filters. While a new choice loads, the previous figures
 * stay on screen (marked busy) rather than flashing back to skeletons.
 */
export function useClientDashboard(client: string, filters: DashboardFilters) {
  return useQuery({
    queryKey: clientDashboardKey(client, filters),
    queryFn: ({ signal }) =>
      callApi('customerDashboard', {
        params: { client },
        query: { company: filters.company ?? undefined, topic: filters.topic ?? undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
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
