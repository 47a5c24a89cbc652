import { useId, useState } from 'react';
import type { Project } from '../../../../sync/contract/projects';
import { useInterviews } from '../../../api/queries/interviews';
import { useProjectCompanies } from '../../../api/queries/projects';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { LoadMore } from '../../../shell/LoadMore';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { Spinner } from '../../../ui/Spinner';
import { TranscriptDialog } from './TranscriptDialog';
import { TranscriptFilters } from './TranscriptFilters';
import { TranscriptTable } from './TranscriptTable';
import { countLine, isFiltered, NO_FILTER, serverFilter } from './transcriptRows';
import * as styles from './transcripts.css';

/** Typing in the search box asks the server once the typing pauses, not on every key. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The 'Interview Transcripts' tab: the project's interviews, narrowed on the server by
 * the Filters panel and read a page at a time, each opening its real transcript. Filters
 * keep applying while the panel is folded away; the count line says so.
 */
export function TranscriptsTab({
  project,
  interviewCount,
}: {
  project: Project;
  /** The project's interviews, counted on the server (its figures); null until known. */
  interviewCount: number | null;
}) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filter, setFilter] = useState(NO_FILTER);
  const search = useDebouncedValue(filter.search, SEARCH_DEBOUNCE_MS);
  const interviews = useInterviews(project.id, serverFilter({ ...filter, search }));
  const companies = useProjectCompanies(project.id);
  const [openInterviewId, setOpenInterviewId] = useState<string | null>(null);
  const headingId = useId();
  const filtersId = useId();
  const rows = interviews.items;
  const filtered = isFiltered(filter);

  return (
    <section className={styles.tab} aria-labelledby={headingId}>
      <div className={styles.toolbar}>
        <div>
          <h2 id={headingId} className={styles.heading}>
            Interview Transcripts
          </h2>
          <p className={styles.count} role="status">
            {rows &&
              countLine({
                shown: rows.length,
                more: interviews.hasNextPage,
                filtered,
                total: interviewCount,
                updating: interviews.isPlaceholderData,
              })}
          </p>
        </div>
        <Button
          variant="secondary"
          aria-expanded={filtersOpen}
          aria-controls={filtersOpen ? filtersId : undefined}
          onPress={() => setFiltersOpen((open) => !open)}
        >
          Filters
        </Button>
      </div>
      {filtersOpen && (
        <TranscriptFilters
          id={filtersId}
          filter={filter}
          companies={companies.data ?? []}
          companiesError={companies.error}
          onChange={setFilter}
        />
      )}
      {!rows ? (
        interviews.error ? (
          <LoadError
            title="Could not load the interviews."
            error={interviews.error}
            onRetry={() => void interviews.refetch()}
            isRetrying={interviews.isFetching}
          />
        ) : (
          <div className={styles.loading}>
            <Spinner label="Loading interviews" />
          </div>
        )
      ) : rows.length === 0 && !filtered ? (
        <EmptyState
          title="No interviews yet"
          description={`Interviews scheduled for ${project.name} appear here with their transcripts.`}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          title="No interviews match your filters"
          description="Try another company or search term."
          action={
            <Button variant="secondary" onPress={() => setFilter(NO_FILTER)}>
              Clear filters
            </Button>
          }
        />
      ) : (
        <>
          <TranscriptTable
            caption={`Interviews of ${project.name}`}
            interviews={rows}
            onView={setOpenInterviewId}
          />
          <LoadMore list={interviews} what="interviews" />
        </>
      )}
      <TranscriptDialog interviewId={openInterviewId} onClose={() => setOpenInterviewId(null)} />
    </section>
  );
}
