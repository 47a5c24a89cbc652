import type { Knex } from 'knex';
import type { AuditAction } from '../../sync/contract';
import { newId } from '../lib/ids';

export interface AuditActor {
  id: string;
  username: string;
}

export interface AuditEntry {
  action: AuditAction;
  /** The signed-in user who acted; null for a visitor (a failed sign-in, a link). */
  actor: AuditActor | null;
  /** The request's client address, as resolved through trusted proxies. */
  ip: string | null;
  subjectType?: string;
  subjectId?: string;
  /** The client whose data this concerns, so a client's events can be filtered. */
  client?: string | null;
  /** Extra facts for people reading the trail; never secrets (no tokens, passwords). */
  details?: Record<string, unknown>;
}

/**
 * Appends one event. Pass the transaction of the action being recorded: if the
 * trail cannot be written, the action rolls back with it (the site promises clients
 * an audit trail, so an unrecorded action must not happen). Actions without a
 * transaction record before they take effect and fail if this throws.
 */
export async function recordAudit(db: Knex, entry: AuditEntry): Promise<void> {
  await db('audit_events').insert({
    id: newId('aud'),
    action: entry.action,
    actor_user_id: entry.actor?.id ?? null,
    actor_username: entry.actor?.username ?? null,
    ip: entry.ip,
    subject_type: entry.subjectType ?? null,
    subject_id: entry.subjectId ?? null,
    client: entry.client ?? null,
    details: JSON.stringify(entry.details ?? {}),
  });
}

/** Actor and address of the current request, for the common case of a route. */
export function auditSource(ctx: {
  ip: string;
  state: { user: AuditActor | null };
}): Pick<AuditEntry, 'actor' | 'ip'> {
  const user = ctx.state.user;
  return { actor: user ? { id: user.id, username: user.username } : null, ip: ctx.ip || null };
}
