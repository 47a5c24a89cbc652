import type { AuditAction, AuditEventQuery } from '../../../sync/contract/audit';
import { apiRoutes } from '../../../sync/contract/routes';
import { AUDIT_ACTION_LABELS } from './actionLabels';

/**
 * The audit screen's filters as the admin typed them, kept in the page's URL so a
 * filtered view can be reloaded, bookmarked and shared. Dates are calendar days in the
 * admin's own time zone, both ends included.
 */
export interface AuditFilters {
  action: AuditAction | null;
  actor: string;
  client: string;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = {
  action: null,
  actor: '',
  client: '',
  from: '',
  to: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function filtersFromSearch(search: URLSearchParams): AuditFilters {
  const action = search.get('action');
  const day = (name: string) => {
    const value = search.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    action: action && action in AUDIT_ACTION_LABELS ? (action as AuditAction) : null,
    actor: search.get('actor')?.trim() ?? '',
    client: search.get('client')?.trim() ?? '',
    from: day('from'),
    to: day('to'),
  };
}

export function filtersToSearch(filters: AuditFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.action) search.set('action', filters.action);
  for (const name of ['actor', 'client', 'from', 'to'] as const) {
    const value = filters[name].trim();
    if (value) search.set(name, value);
  }
  return search;
}

export function hasFilters(filters: AuditFilters): boolean {
  return filtersToSearch(filters).size > 0;
}

/** Local midnight of a YYYY-MM-DD day, `plusDays` later, as an ISO instant. */
function startOfLocalDay(day: string, plusDays = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + plusDays).toISOString();
}

/**
 * What the API is asked: `from` is the first day's local midnight, and since the API's
 * `to` is exclusive, the day after the last day's local midnight.
 */
export function toAuditQuery(filters: AuditFilters): AuditEventQuery {
  return {
    action: filters.action ?? undefined,
    actor: filters.actor.trim() || undefined,
    client: filters.client.trim() || undefined,
    from: filters.from ? startOfLocalDay(filters.from) : undefined,
    to: filters.to ? startOfLocalDay(filters.to, 1) : undefined,
  };
}

/** 'Download CSV': the CSV of every event matching the filters, as a plain link. */
export function auditCsvHref(filters: AuditFilters): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(toAuditQuery(filters))) {
    if (typeof value === 'string') search.set(name, value);
  }
  const query = search.toString();
  return query ? `${apiRoutes.auditEventsCsv.path}?${query}` : apiRoutes.auditEventsCsv.path;
}
