import type { Knex } from 'knex';
import { type AuditEntry, recordAudit } from '../audit/recordAudit';

/** One event per visitor (address and account) and interview within this window. */
export const LINK_OPEN_DEDUP_MINUTES = 30;

/**
 * Records that an interview was opened through its link. The session screen polls
 * every 2 s while it waits, so an open is recorded once per visitor per half hour,
 * not once per request.
 */
export async function recordInterviewLinkOpened(
  trx: Knex.Transaction,
  interview: { id: string; client: string; status: string },
  source: Pick<AuditEntry, 'actor' | 'ip'>,
): Promise<void> {
  const recent = await trx('audit_events')
    .where({ action: 'interview.opened_by_link', subject_id: interview.id })
    .where('occurred_at', '>', new Date(Date.now() - LINK_OPEN_DEDUP_MINUTES * 60_000))
    .modify((query) => {
      if (source.ip) query.where('ip', source.ip);
      else query.whereNull('ip');
      if (source.actor) query.where('actor_user_id', source.actor.id);
      else query.whereNull('actor_user_id');
    })
    .first('id');
  if (recent) return;
  await recordAudit(trx, {
    ...source,
    action: 'interview.opened_by_link',
    subjectType: 'interview',
    subjectId: interview.id,
    client: interview.client,
    details: { status: interview.status },
  });
}
