import type { EmailVerificationStatus, OutboxMessage } from '../../sync/contract';
import type { User } from '../models';
import { iso } from './dates';

export interface OutboxRow {
  id: string;
  kind: OutboxMessage['kind'];
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: OutboxMessage['status'];
  error: string | null;
  created_at: Date | string;
  delivered_at: Date | string | null;
}

export function presentOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    textBody: row.text_body,
    htmlBody: row.html_body,
    status: row.status,
    error: row.error,
    createdAt: iso(row.created_at),
    deliveredAt: iso(row.delivered_at),
  };
}

export function presentVerificationStatus(
  user: User,
  lastSentAt: Date | string | null,
): EmailVerificationStatus {
  return {
    email: user.email,
    verified: Boolean(user.email && user.emailVerifiedAt),
    verifiedAt: iso(user.emailVerifiedAt),
    lastSentAt: iso(lastSentAt),
  };
}
