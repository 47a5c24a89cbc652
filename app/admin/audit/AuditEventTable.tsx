import type { AuditEvent } from '../../../sync/contract/audit';
import { formatTimestamp } from '../../lib/dateFormat';
import { DataTable } from '../../ui/DataTable';
import { auditActionLabel } from './actionLabels';
import * as styles from './auditTrail.css';

const COLUMNS = ['Time', 'Action', 'Who', 'Address', 'Subject', 'Client', 'Details'] as const;

/** One row per event, newest first; on phones each row is a card of labelled lines. */
export function AuditEventTable({
  events,
  isBusy,
}: {
  events: readonly AuditEvent[];
  isBusy?: boolean;
}) {
  return (
    <DataTable caption="Audit events, newest first" columns={COLUMNS} isBusy={isBusy}>
      {events.map((event) => (
        <tr key={event.id}>
          <td data-label="Time">
            <time dateTime={event.occurredAt} className={styles.time}>
              {formatTimestamp(event.occurredAt)}
            </time>
          </td>
          <td data-label="Action">{auditActionLabel(event.action)}</td>
          <td data-label="Who" className={styles.wrap}>
            <Who event={event} />
          </td>
          <td data-label="Address" className={styles.wrap}>
            {event.ip ? (
              <span className={styles.mono}>{event.ip}</span>
            ) : (
              <span className={styles.muted}>unknown</span>
            )}
          </td>
          <td data-label="Subject" className={`${styles.wrap} ${styles.subject}`}>
            {event.subjectId ? (
              <span>
                {event.subjectType && <span className={styles.muted}>{event.subjectType} </span>}
                {event.subjectId}
              </span>
            ) : (
              <span className={styles.muted}>none</span>
            )}
          </td>
          <td data-label="Client" className={styles.wrap}>
            {event.client ?? <span className={styles.muted}>none</span>}
          </td>
          <td data-label="Details">
            <Details details={event.details} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function Who({ event }: { event: AuditEvent }) {
  if (event.actorUsername) return <>{event.actorUsername}</>;
  if (event.actorUserId) return <span className={styles.mono}>{event.actorUserId}</span>;
  // A failed sign-in or an interview link: nobody was signed in.
  return <span className={styles.muted}>visitor</span>;
}

/** Each fact as `name value`; nested values as compact JSON. */
function Details({ details }: { details: Record<string, unknown> }) {
  const entries = Object.entries(details).filter(([, value]) => value !== null && value !== '');
  if (entries.length === 0) return <span className={styles.muted}>none</span>;
  return (
    <dl className={styles.details}>
      {entries.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
