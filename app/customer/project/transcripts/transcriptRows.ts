import type { Interview } from '../../../../sync/contract/interviews';

/** The company select's value for "no company filter". */
export const ALL_COMPANIES = '__all__';

export interface TranscriptFilter {
  /** Matches the company or the expert name, ignoring case; blank matches everything. */
  search: string;
  /** A company name, or ALL_COMPANIES. */
  company: string;
}

export const NO_FILTER: TranscriptFilter = { search: '', company: ALL_COMPANIES };

/** The companies present, each once, alphabetically: the company select's options. */
export function companiesOf(interviews: readonly Pick<Interview, 'company'>[]): string[] {
  return [...new Set(interviews.map((interview) => interview.company))].sort((a, b) =>
    a.localeCompare(b),
  );
}

export function filterInterviews<T extends Pick<Interview, 'company' | 'expertName'>>(
  interviews: readonly T[],
  { search, company }: TranscriptFilter,
): T[] {
  const needle = search.trim().toLocaleLowerCase();
  return interviews.filter(
    (interview) =>
      (company === ALL_COMPANIES || interview.company === company) &&
      (needle === '' ||
        interview.company.toLocaleLowerCase().includes(needle) ||
        interview.expertName.toLocaleLowerCase().includes(needle)),
  );
}

export function isFiltered(filter: TranscriptFilter): boolean {
  return filter.search.trim() !== '' || filter.company !== ALL_COMPANIES;
}
