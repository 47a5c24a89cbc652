import type { Knex } from 'knex';
import type { AuditAction, AuditEventFilters } from '../../sync/contract';
import { ValidationError } from '../errors';

/** One `audit_events` row as the database returns it. */
export interface AuditEventRow {
  id: string;
  occurred_at: Date | string;
  action: AuditAction;
  actor_user_id: string | null;
  actor_username: string | null;
  ip: string | null;
  subject_type: string | null;
  subject_id: string | null;
  client: string | null;
  /** jsonb: an object on both drivers. */
  details: Record<string, unknown>;
}

export interface AuditPage {
  rows: AuditEventRow[];
  /** The id of the page's last event when more may follow, else null. */
  nextCursor: string | null;
}

/** The events matching every given filter (AND); a null filter matches everything. */
function matching(db: Knex, filters: AuditEventFilters): Knex.QueryBuilder<AuditEventRow> {
  const query = db<AuditEventRow>('audit_events');
  if (filters.action.length > 0) query.whereIn('action', filters.action);
  const { actor } = filters;
  if (actor !== null) {
    query.where((q) =>
      q.where('actor_user_id', actor).orWhereRaw('lower(actor_username) = lower(?)', [actor]),
    );
  }
  if (filters.client !== null) query.where('client', filters.client);
  if (filters.subject !== null) query.where('subject_id', filters.subject);
  if (filters.address !== null) query.where('ip', filters.address);
  if (filters.from !== null) query.where('occurred_at', '>=', filters.from);
  if (filters.to !== null) query.where('occurred_at', '<', filters.to);
  return query;
}

/**
 * One page, newest first, keyset-paged on (occurred_at, id). The cursor is the id of
 * the last event already read; its own timestamp, read in the database, is the bound,
 * so microsecond timestamps never pass through a JavaScript Date (milliseconds) and no
 * event is skipped or repeated. Events recorded meanwhile are newer than the cursor
 * and never shift the pages after it. One row beyond `limit` says whether more follow.
 */
export async function readAuditPage(
  db: Knex,
  filters: AuditEventFilters,
  page: { limit: number; cursor: string | null },
): Promise<AuditPage> {
  const query = matching(db, filters);
  if (page.cursor !== null) {
    const anchor = await db('audit_events').where('id', page.cursor).first('id');
    if (!anchor) throw new ValidationError('cursor does not point into the audit trail');
    query.whereRaw('(occurred_at, id) < ((select occurred_at from audit_events where id = ?), ?)', [
      page.cursor,
      page.cursor,
    ]);
  }
  const rows = await query
    .orderBy([
      { column: 'occurred_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const pageRows = more ? rows.slice(0, page.limit) : rows;
  return { rows: pageRows, nextCursor: more ? pageRows[pageRows.length - 1]!.id : null };
}

/**
 * Every matching event, newest first, read a batch at a time so a long trail never sits
 * in memory whole. The first batch is read before this returns, so a database failure
 * is an error response rather than a truncated download.
 */
export async function readAllAuditEvents(
  db: Knex,
  filters: AuditEventFilters,
  batchSize = 500,
): Promise<AsyncGenerator<AuditEventRow>> {
  const first = await readAuditPage(db, filters, { limit: batchSize, cursor: null });
  return (async function* () {
    let page = first;
    yield* page.rows;
    while (page.nextCursor !== null) {
      page = await readAuditPage(db, filters, { limit: batchSize, cursor: page.nextCursor });
      yield* page.rows;
    }
  })();
}
