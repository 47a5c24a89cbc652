import type { Interview } from '../../../../sync/contract/interviews';
import { formatActualDuration } from '../../../lib/interviewDuration';
import { StatusBadge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { DataTable } from '../../../ui/DataTable';
import { expertRoleLabel } from './expertRole';
import * as styles from './transcripts.css';

const COLUMNS = [
  'Expert',
  'Company',
  'Role',
  'Duration (minutes)',
  'Status',
  'Transcript',
] as const;

/** The interviews as the spec's table; on phones each row is a card (transcripts.css). */
export function TranscriptTable({
  caption,
  interviews,
  onView,
}: {
  caption: string;
  interviews: readonly Interview[];
  onView: (interviewId: string) => void;
}) {
  return (
    <DataTable caption={caption} columns={COLUMNS}>
      {interviews.map((interview) => (
        <tr key={interview.id}>
          <td data-label="Expert" className={styles.expertCell}>
            {interview.expertName}
          </td>
          <td data-label="Company">{interview.company}</td>
          <td data-label="Role">{expertRoleLabel(interview)}</td>
          <td data-label="Duration (minutes)" className={styles.numeric}>
            {formatActualDuration(interview)}
          </td>
          <td data-label="Status">
            <StatusBadge status={interview.status} />
          </td>
          <td className={styles.actionCell}>
            <Button
              variant="secondary"
              size="sm"
              // The visible label first, so voice control users can say what they see.
              aria-label={`View Transcript of ${interview.expertName}`}
              onPress={() => onView(interview.id)}
            >
              View Transcript
            </Button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
