import type { Knex } from 'knex';
import type { AiProvider } from '../ai/provider';
import { compiledQuery } from '../db/compiledQuery';
import { ANSWER_ANALYSIS_VERSION } from '../quality/answerFeatures';
import {
  computeClientDashboard,
  DASHBOARD_FIGURES_VERSION,
  type DashboardRequest,
} from './dashboardCalculator';

/**
 * The unfiltered client dashboard, stored with the data version it was computed at
 * (migration 018), so every process serves what any of them, or the `dashboard-refresh`
 * job, computed. Only the unfiltered view is stored: it is what opening the dashboard
 * shows, while filters are the reader's own choice (and unbounded), kept in memory only.
 */

/** The client's data version (migration 016); "0" before its first change. */
export async function dashboardVersion(knex: Knex, client: string): Promise<string> {
  const [row] = await versionQuery(knex, client);
  return String(row?.version ?? 0);
}

// Compiled once: every dashboard read and every snapshot check starts with it.
const versionQuery = compiledQuery<[string], { version: string | number }>((knex, client) =>
  knex('dashboard_versions').where({ client }).first('version'),
);

/**
 * The data version of several clients (null: every client), for a reader whose result
 * covers them all: the versions only rise and a new client adds a row, so the sum and the
 * count of the rows change whenever any of their answers, questions or interviews do.
 */
export async function clientsDataVersion(
  knex: Knex,
  clients: readonly string[] | null,
): Promise<string> {
  if (clients?.length === 1) return dashboardVersion(knex, clients[0]!);
  const query = knex('dashboard_versions').first(
    knex.raw('coalesce(sum(version), 0)::text as total'),
    knex.raw('count(*)::int as clients'),
  );
  if (clients) query.whereIn('client', [...clients]);
  const row = (await query) as { total: string; clients: number };
  return `${row.total}/${row.clients}`;
}

export const isStored = (request: Pick<DashboardRequest, 'company' | 'topic'>) =>
  request.company === null && request.topic === null;

/**
 * How figures are computed here: a stored row outlives the process (unlike the memory
 * cache), so figures from older code, an older answer analysis or another AI engine
 * (sentiment) must not be served after a deploy or a change of provider.
 */
export const dashboardMethod = (ai: Pick<AiProvider, 'name'>) =>
  `figures ${DASHBOARD_FIGURES_VERSION}, analysis ${ANSWER_ANALYSIS_VERSION}, ${ai.name}`;

/** The stored dashboard's JSON when computed at exactly `version` by `method`, else null. */
export async function readDashboardSnapshot(
  knex: Knex,
  { client, version, method }: { client: string; version: string; method: string },
): Promise<string | null> {
  const row = await knex('dashboard_snapshots').where({ client, version, method }).first('body');
  return row?.body ?? null;
}

/**
 * Stores a dashboard computed at `version`. The write rule: a row only moves forward, so a
 * computation that started before another (a slow read, a second worker) never replaces
 * newer figures, and a second computation at the same version by the same method changes
 * nothing; the same version computed another way (a deploy) replaces the row.
 */
export async function storeDashboardSnapshot(
  knex: Knex,
  snapshot: { client: string; version: string; method: string; body: string },
): Promise<void> {
  await knex('dashboard_snapshots')
    .insert({ ...snapshot, computed_at: knex.fn.now() })
    .onConflict('client')
    .merge()
    .where('dashboard_snapshots.version', '<', knex.raw('excluded.version'))
    .orWhere((sameVersion) =>
      sameVersion
        .where('dashboard_snapshots.version', knex.raw('excluded.version'))
        .whereNot('dashboard_snapshots.method', knex.raw('excluded.method')),
    );
}

/**
 * Computes the unfiltered dashboard at the client's current version and stores it. The
 * version is read first, so the stored figures never predate it (a change meanwhile makes
 * the row stale again, and it is computed once more).
 */
export async function refreshDashboardSnapshot(
  knex: Knex,
  client: string,
  ai: AiProvider,
): Promise<void> {
  const version = await dashboardVersion(knex, client);
  const dashboard = await computeClientDashboard(knex, { client, company: null, topic: null, ai });
  await storeDashboardSnapshot(knex, {
    client,
    version,
    method: dashboardMethod(ai),
    body: JSON.stringify(dashboard),
  });
}

/**
 * The clients whose dashboard should be computed now, in name order: those with interviews
 * and no stored dashboard yet (so even the first read is served from the store), and those
 * whose stored dashboard is behind their data or was computed another way than `method`.
 */
export function staleDashboardClients(knex: Knex, method: string): Promise<string[]> {
  const neverComputed = knex('interviews as i')
    .distinct('i.client')
    .whereNotExists(knex('dashboard_snapshots as s').whereRaw('s.client = i.client'));
  const behind = knex('dashboard_snapshots as s')
    .leftJoin('dashboard_versions as v', 'v.client', 's.client')
    .whereRaw('coalesce(v.version, 0) > s.version')
    .orWhereNot('s.method', method)
    .select('s.client');
  return knex.from(neverComputed.union(behind).as('stale')).orderBy('client').pluck('client');
}
