import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { type AuditEntry, recordAudit } from '../audit/recordAudit';

/** One event per visitor (address and account) and interview within this window. */
export const LINK_OPEN_DEDUP_MINUTES = 30;
const DEDUP_MS = LINK_OPEN_DEDUP_MINUTES * 60_000;

/**
 * When this process last saw an open event for a visitor and interview (found or written):
 * such an event stays in the trail, so while it is inside the window nothing need be asked.
 * Another server's event is found in the database, as before; only repeats skip the query.
 */
const recentOpens = new LRUCache<string, number>({ max: 20_000 });

/**
 * Records that an interview was opened through its link. The session screen polls
 * every 2 s while it waits, so an open is recorded once per visitor per half hour,
 * not once per request, and a poll after the first costs no query.
 */
export async function recordInterviewLinkOpened(
  db: Knex,
  interview: { id: string; client: string; status: string },
  source: Pick<AuditEntry, 'actor' | 'ip'>,
): Promise<void> {
  const key = JSON.stringify([interview.id, source.ip, source.actor?.id ?? null]);
  const seenAt = recentOpens.get(key);
  if (seenAt !== undefined && Date.now() - seenAt < DEDUP_MS) return;
  const recent = await db('audit_events')
    .where({ action: 'interview.opened_by_link', subject_id: interview.id })
    .where('occurred_at', '>', new Date(Date.now() - DEDUP_MS))
    .modify((query) => {
      if (source.ip) query.where('ip', source.ip);
      else query.whereNull('ip');
      if (source.actor) query.where('actor_user_id', source.actor.id);
      else query.whereNull('actor_user_id');
    })
    .orderBy('occurred_at', 'desc')
    .first('occurred_at');
  if (recent) {
    recentOpens.set(key, new Date(recent.occurred_at).getTime());
    return;
  }
  await recordAudit(db, {
    ...source,
    action: 'interview.opened_by_link',
    subjectType: 'interview',
    subjectId: interview.id,
    client: interview.client,
    details: { status: interview.status },
  });
  recentOpens.set(key, Date.now());
}
