import type { DashboardFilters } from '../../api/queries/clientDashboard';
import { Card } from '../../ui/Card';
import { Select, type SelectOption } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import * as styles from './clientDashboard.css';

/** The "All …" option's value; no company or topic is spelled like this. */
const ALL = '*all*';

function optionsOf(allLabel: string, values: readonly string[]): SelectOption[] {
  return [{ value: ALL, label: allLabel }, ...values.map((value) => ({ value, label: value }))];
}

/**
 * The search box and the company and topic filters. The filters narrow every figure
 * (the server recomputes them) and the company filter the lists too.
 */
export function DashboardFilterBar({
  query,
  onQueryChange,
  filters,
  onFiltersChange,
  companies,
  topics,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  filters: DashboardFilters;
  onFiltersChange: (filters: DashboardFilters) => void;
  /** The company filter's choices: every company the client's experts come from. */
  companies: readonly string[];
  /** The topic filter's choices: the most discussed topics over all the client's answers. */
  topics: readonly string[];
}) {
  const choose = (key: keyof DashboardFilters) => (value: string | null) =>
    onFiltersChange({ ...filters, [key]: value === ALL ? null : value });
  return (
    <Card as="section" padding="md" aria-label="Search and filters">
      <div className={styles.filters}>
        <TextField
          type="search"
          label="Search responses"
          placeholder="Search interview responses..."
          value={query}
          onChange={onQueryChange}
          className={styles.searchField}
        />
        <Select
          label="Company"
          options={optionsOf('All Companies', companies)}
          value={filters.company ?? ALL}
          onChange={choose('company')}
        />
        <Select
          label="Topic"
          options={optionsOf('All Topics', topics)}
          value={filters.topic ?? ALL}
          onChange={choose('topic')}
        />
      </div>
    </Card>
  );
}
