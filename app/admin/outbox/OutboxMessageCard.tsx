import type { MailStatus, OutboxMessage } from '../../../sync/contract/email';
import { formatTimestamp } from '../../lib/dateFormat';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { linkify } from './linkify';
import * as styles from './outbox.css';

const STATUS: Record<MailStatus, { label: string; tone: BadgeTone }> = {
  queued: { label: 'Queued', tone: 'warning' },
  sent: { label: 'Sent', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  outbox_only: { label: 'Outbox only', tone: 'info' },
};

/**
 * One message as sent (or kept): subject, recipient, time, delivery state, and the
 * plain-text body with its links clickable. The HTML version is never rendered here:
 * the text says the same and cannot run anything.
 */
export function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  const status = STATUS[message.status];
  const headingId = `outbox-${message.id}`;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <div className={styles.header}>
        <div>
          <h2 id={headingId} className={styles.subject}>
            {message.subject}
          </h2>
          <p className={styles.meta}>
            To {message.recipient} · {formatTimestamp(message.createdAt)}
          </p>
        </div>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      {message.error && <p className={styles.error}>SMTP error: {message.error}</p>}
      <p className={styles.body}>
        {linkify(message.textBody).map((part, index) =>
          part.href ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text, never reordered
            <Link key={index} href={part.href}>
              {part.text}
            </Link>
          ) : (
            part.text
          ),
        )}
      </p>
    </Card>
  );
}
