import { SEARCH_MAX_LENGTH } from '../../../../sync/contract/interviews';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import { ALL_COMPANIES, type TranscriptFilter } from './transcriptRows';
import * as styles from './transcripts.css';

/** The Filters panel: search by company or expert, and the company select. */
export function TranscriptFilters({
  id,
  filter,
  companies,
  companiesError,
  onChange,
}: {
  id: string;
  filter: TranscriptFilter;
  /** The project's companies (GET /api/projects/:id/companies), A to Z. */
  companies: readonly string[];
  /** Why the companies could not be read, if they could not: the select offers only All. */
  companiesError: Error | null;
  onChange: (filter: TranscriptFilter) => void;
}) {
  return (
    <search id={id} className={styles.filters} aria-label="Filter interviews">
      <TextField
        type="search"
        label="Search"
        placeholder="Company or expert name"
        // What GET /api/interviews takes as q.
        maxLength={SEARCH_MAX_LENGTH}
        value={filter.search}
        onChange={(search) => onChange({ ...filter, search })}
      />
      <Select
        label="Company"
        options={[
          { value: ALL_COMPANIES, label: 'All Companies' },
          ...companies.map((company) => ({ value: company, label: company })),
        ]}
        value={filter.company}
        onChange={(company) => onChange({ ...filter, company: company ?? ALL_COMPANIES })}
      />
      {companiesError && (
        <p className={styles.filterNote} role="alert">
          Could not load the companies to choose from: {companiesError.message}
        </p>
      )}
    </search>
  );
}
