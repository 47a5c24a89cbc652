import type { Interview } from '../../../sync/contract/interviews';
import { formatDate } from '../../lib/dateFormat';
import { formatActualDuration } from '../../lib/interviewDuration';
import { StatusBadge } from '../../ui/Badge';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { Skeleton } from '../../ui/Skeleton';
import * as styles from './expertDashboard.css';
import { formatDollars } from './formatDollars';

const COLUMNS = ['Project', 'Client', 'Date', 'Duration', 'Compensation', 'Status'] as const;

/** The 'Interview History' tab: completed interviews, newest first (the server's order). */
export function InterviewHistory({ interviews }: { interviews: Interview[] | undefined }) {
  if (interviews?.length === 0) {
    return (
      <EmptyState
        title="No completed interviews yet"
        description="Interviews you finish are listed here with what you earned."
      />
    );
  }
  return (
    <DataTable caption="Completed interviews, newest first" columns={COLUMNS} isBusy={!interviews}>
      {interviews ? interviews.map((i) => <HistoryRow key={i.id} interview={i} />) : <Rows />}
    </DataTable>
  );
}

function HistoryRow({ interview }: { interview: Interview }) {
  return (
    <tr>
      <td data-label="Project" className={styles.projectCell}>
        {interview.projectName ?? interview.projectId}
      </td>
      <td data-label="Client">{interview.client}</td>
      <td data-label="Date" className={styles.numeric}>
        {interview.completedAt ? formatDate(interview.completedAt) : '—'}
      </td>
      <td data-label="Duration" className={styles.numeric}>
        {formatActualDuration(interview)}
      </td>
      <td data-label="Compensation" className={styles.numeric}>
        {formatDollars(interview.compensation)}
      </td>
      <td data-label="Status">
        <StatusBadge status={interview.status} />
      </td>
    </tr>
  );
}

function Rows() {
  return [0, 1, 2].map((row) => (
    <tr key={row}>
      {COLUMNS.map((column) => (
        <td key={column} data-label={column}>
          <Skeleton width="70%" />
        </td>
      ))}
    </tr>
  ));
}
