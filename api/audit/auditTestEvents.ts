import type { Knex } from 'knex';
import type { AuditAction } from '../../sync/contract';
import { newId } from '../lib/ids';

/**
 * Test helper: one audit row with the fields a test cares about, including a chosen
 * `occurred_at` (recordAudit always stamps now()). Inserting is the one write the
 * append-only trigger allows.
 */
export async function insertAuditEvent(
  knex: Knex,
  event: {
    action?: AuditAction;
    occurredAt?: Date;
    actorUserId?: string | null;
    actorUsername?: string | null;
    ip?: string | null;
    subjectType?: string | null;
    subjectId?: string | null;
    client?: string | null;
    details?: Record<string, unknown>;
  } = {},
): Promise<string> {
  const id = newId('aud');
  await knex('audit_events').insert({
    id,
    occurred_at: event.occurredAt ?? new Date(),
    action: event.action ?? 'auth.sign_in',
    actor_user_id: event.actorUserId ?? null,
    actor_username: event.actorUsername ?? null,
    ip: event.ip ?? '127.0.0.1',
    subject_type: event.subjectType ?? null,
    subject_id: event.subjectId ?? null,
    client: event.client ?? null,
    details: JSON.stringify(event.details ?? {}),
  });
  return id;
}

/**
 * Test helper: makes writing one action to the trail fail, as a full disk or a revoked
 * grant would, so a test can check that the recorded action fails with it.
 */
export async function breakAuditWritesFor(
  knex: Knex,
  action: AuditAction,
): Promise<() => Promise<void>> {
  // The action comes from the closed AUDIT_ACTIONS list, so it is safe to inline.
  await knex.raw(`
    create or replace function audit_events_test_refuse() returns trigger language plpgsql as $$
    begin
      if new.action = '${action}' then
        raise exception 'test: the audit trail refuses %', new.action;
      end if;
      return new;
    end $$;
  `);
  await knex.raw(`
    create trigger audit_events_test_refuse before insert on audit_events
      for each row execute function audit_events_test_refuse();
  `);
  return async () => {
    await knex.raw('drop trigger audit_events_test_refuse on audit_events');
    await knex.raw('drop function audit_events_test_refuse()');
  };
}
