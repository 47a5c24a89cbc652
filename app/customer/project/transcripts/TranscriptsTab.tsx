import { useId, useMemo, useState } from 'react';
import type { Interview } from '../../../../sync/contract/interviews';
import type { Project } from '../../../../sync/contract/projects';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { TranscriptDialog } from './TranscriptDialog';
import { TranscriptFilters } from './TranscriptFilters';
import { TranscriptTable } from './TranscriptTable';
import { companiesOf, filterInterviews, isFiltered, NO_FILTER } from './transcriptRows';
import * as styles from './transcripts.css';

/**
 * The 'Interview Transcripts' tab: the project's interviews, narrowed by the Filters
 * panel, each opening its real transcript. Filters keep applying while the panel is
 * folded away; the count line says so.
 */
export function TranscriptsTab({
  project,
  interviews,
}: {
  project: Project;
  interviews: Interview[];
}) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filter, setFilter] = useState(NO_FILTER);
  const [openInterviewId, setOpenInterviewId] = useState<string | null>(null);
  const companies = useMemo(() => companiesOf(interviews), [interviews]);
  const rows = useMemo(() => filterInterviews(interviews, filter), [interviews, filter]);
  const headingId = useId();
  const filtersId = useId();

  return (
    <section className={styles.tab} aria-labelledby={headingId}>
      <div className={styles.toolbar}>
        <div>
          <h2 id={headingId} className={styles.heading}>
            Interview Transcripts
          </h2>
          <p className={styles.count} role="status">
            {isFiltered(filter)
              ? `Showing ${rows.length} of ${interviews.length} interviews`
              : `${interviews.length} ${interviews.length === 1 ? 'interview' : 'interviews'}`}
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
          companies={companies}
          onChange={setFilter}
        />
      )}
      {interviews.length === 0 ? (
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
        <TranscriptTable
          caption={`Interviews of ${project.name}`}
          interviews={rows}
          onView={setOpenInterviewId}
        />
      )}
      <TranscriptDialog interviewId={openInterviewId} onClose={() => setOpenInterviewId(null)} />
    </section>
  );
}
