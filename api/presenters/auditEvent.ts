import type { AuditEvent } from '../../sync/contract';
import type { AuditEventRow } from '../audit/auditEventQuery';
import { iso } from './dates';

export function presentAuditEvent(row: AuditEventRow): AuditEvent {
  return {
    id: row.id,
    occurredAt: iso(row.occurred_at),
    action: row.action,
    actorUserId: row.actor_user_id,
    actorUsername: row.actor_username,
    ip: row.ip,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    client: row.client,
    details: row.details ?? {},
  };
}
