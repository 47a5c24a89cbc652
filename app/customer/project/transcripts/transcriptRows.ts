import { plural } from '../../../admin/plural';
import type { InterviewFilter } from '../../../api/queries/interviews';
import { shownCount } from '../../../shell/LoadMore';

/** The company select's value for "no company filter". */
export const ALL_COMPANIES = '__all__';

export interface TranscriptFilter {
  /** Matches the company or the expert name, ignoring case; blank matches everything. */
  search: string;
  /** A company name, or ALL_COMPANIES. */
  company: string;
}

export const NO_FILTER: TranscriptFilter = { search: '', company: ALL_COMPANIES };

export function isFiltered(filter: TranscriptFilter): boolean {
  return filter.search.trim() !== '' || filter.company !== ALL_COMPANIES;
}

/** The panel's filter as GET /api/interviews takes it (`company`, `q`). */
export function serverFilter({ search, company }: TranscriptFilter): InterviewFilter {
  return { q: search, company: company === ALL_COMPANIES ? undefined : company };
}

const interviews = (count: number) => plural(count, 'interview');

/**
 * The line above the table: what is on screen against the project's count (counted on the
 * server), never a count of rows not read yet.
 */
export function countLine({
  shown,
  more,
  filtered,
  total,
  updating,
}: {
  shown: number;
  /** More pages follow on the server. */
  more: boolean;
  filtered: boolean;
  /** The project's interviews, or null while its figures load. */
  total: number | null;
  /** The rows shown are the previous filter's while the new one loads. */
  updating: boolean;
}): string {
  if (updating) return 'Searching…';
  if (!filtered) {
    return more && total !== null
      ? `${shown} of ${total} interviews shown`
      : shownCount(shown, interviews, more);
  }
  if (more) return `Showing the first ${shown} matching interviews`;
  return total === null
    ? `Showing ${plural(shown, 'matching interview')}`
    : `Showing ${shown} of ${total} interviews`;
}
