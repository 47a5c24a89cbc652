import type { Knex } from 'knex';
import { PrecompressedJson } from '../lib/precompressedJson';
import { moduleLogger } from '../observability';
import { computeClientDashboard, type DashboardRequest } from './dashboardCalculator';
import { type DashboardFigures, sentDashboard } from './dashboardFigures';
import {
  dashboardMethod,
  dashboardVersion,
  isStored,
  readDashboardSnapshot,
  storeDashboardSnapshot,
} from './dashboardSnapshots';

const log = moduleLogger('dashboard');

/** Filter combinations kept per process; the oldest read goes first beyond this. */
const KEPT_DASHBOARDS = 200;

/** One dashboard, in the two forms its readers want. */
export interface KeptDashboard {
  /** DashboardFigures as JSON, for the client report. */
  figures: string;
  /** As the API sends it: serialising a 50,000-answer dashboard costs more than reading it. */
  sent: PrecompressedJson;
}

interface Kept {
  version: string;
  dashboard: Promise<KeptDashboard>;
}

/**
 * The client dashboard, computed once per version of the client's data rather than on
 * every request (issue 16: ranking topics over 50,000 answers costs seconds even from
 * stored per-answer features). Migration 016 raises the client's version in the same
 * transaction as any change to its answers, questions or interviews; the version is read
 * before anything else, so figures kept under a version never predate it, and the first
 * read after a change computes afresh, unless the unfiltered figures were stored at that
 * version meanwhile (api/commands/dashboardSnapshots.ts: by another process, or by the
 * `dashboard-refresh` job, which keeps them current in the background). `computedAt` says
 * when the figures were computed. Requests arriving while a computation runs share it.
 */
export class DashboardCache {
  private readonly kept = new Map<string, Kept>();

  async read(knex: Knex, request: DashboardRequest): Promise<KeptDashboard> {
    const version = await dashboardVersion(knex, request.client);
    const key = JSON.stringify([request.client, request.company, request.topic]);
    const known = this.kept.get(key);
    if (known?.version === version) {
      // Re-inserted, so the map's order is the order of last reads.
      this.kept.delete(key);
      this.kept.set(key, known);
      return known.dashboard;
    }
    const dashboard = storedOrComputed(knex, request, version).then(keptForm);
    this.keep(key, { version, dashboard });
    // A failed computation is not kept: the next read tries again.
    dashboard.catch(() => {
      if (this.kept.get(key)?.dashboard === dashboard) this.kept.delete(key);
    });
    return dashboard;
  }

  private keep(key: string, entry: Kept) {
    this.kept.delete(key);
    this.kept.set(key, entry);
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= KEPT_DASHBOARDS) break;
      this.kept.delete(oldest);
    }
  }
}

/** Paid once per version and filters, not per read. */
function keptForm(figures: string): KeptDashboard {
  const sent = JSON.stringify(sentDashboard(JSON.parse(figures) as DashboardFigures));
  return { figures, sent: new PrecompressedJson(sent) };
}

/**
 * The unfiltered dashboard as stored at this version (by another process or the refresh
 * job), else computed here; computed unfiltered figures are stored for the other processes.
 */
async function storedOrComputed(
  knex: Knex,
  request: DashboardRequest,
  version: string,
): Promise<string> {
  if (!isStored(request)) return JSON.stringify(await computeClientDashboard(knex, request));
  const snapshot = { client: request.client, version, method: dashboardMethod(request.ai) };
  const stored = await readDashboardSnapshot(knex, snapshot);
  if (stored !== null) return stored;
  const body = JSON.stringify(await computeClientDashboard(knex, request));
  // The reader has its figures either way: a failed write only costs a later recompute.
  await storeDashboardSnapshot(knex, { ...snapshot, body }).catch((error: unknown) =>
    log.warn({ err: error, client: request.client }, 'dashboard not stored'),
  );
  return body;
}
