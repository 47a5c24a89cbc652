import type { Knex } from 'knex';
import type { AiProvider } from '../ai/provider';
import {
  dashboardMethod,
  refreshDashboardSnapshot,
  staleDashboardClients,
} from '../commands/dashboardSnapshots';
import { moduleLogger } from '../observability';
import type { JobTask, RetryPolicy } from './task';

const log = moduleLogger('jobs.dashboardRefresh');

export interface DashboardRefreshDeps {
  /** The root knex: a computation reads outside any transaction. */
  knex: Knex;
  /** Read at each run, so the engine in use is the one the services hold now. */
  ai: () => AiProvider;
}

/**
 * How often a worker looks for stale dashboards. A sweep that finds none is one indexed
 * query; a client whose answers keep arriving is recomputed at most this often (about 1.2 s
 * at 50,000 answers, so 4% of a core), while a customer opening the dashboard more than
 * this long after the last answer finds it computed.
 */
export const DASHBOARD_REFRESH_INTERVAL_MS = 30_000;

/** A failed sweep is tried three more times, from 10 s; its clients are still stale then. */
export const DASHBOARD_REFRESH_RETRY: RetryPolicy = {
  retryLimit: 3,
  retryDelay: 10,
  retryDelayMax: 120,
};

/**
 * Keeps the stored unfiltered client dashboards current (api/commands/dashboardSnapshots.ts),
 * so the first read after answers arrive is served in milliseconds instead of computing.
 *
 * A periodic sweep rather than a job per change: a client's version is raised by database
 * triggers on every path that changes answers, questions or interviews (a submission, a
 * transcript, an admin's edit, a reopened interview), while the app would have to send a
 * job from each of those paths; the sweep reads the versions the triggers keep, so no path
 * can be missed, and bursts of answers cost one computation per interval. `stately` with
 * one key keeps a single sweep running across every worker (one more may wait), so two
 * workers never compute the same client at once; the snapshot's write rule (a row only
 * moves forward) covers a read computing beside the sweep.
 */
export function dashboardRefreshTask(deps: DashboardRefreshDeps): JobTask {
  return {
    kind: 'dashboard-refresh',
    policy: 'stately',
    retry: { ...DASHBOARD_REFRESH_RETRY },
    // CPU-bound: one at a time per process keeps the event loop free for requests.
    concurrency: 1,
    key: () => 'sweep',
    everyMs: DASHBOARD_REFRESH_INTERVAL_MS,
    async run() {
      await refreshStaleDashboards(deps.knex, deps.ai());
    },
  };
}

/**
 * Recomputes every stale stored dashboard (behind its data, or computed by older code or
 * another AI engine); resolves to how many were refreshed. One
 * client's failure does not hold back the others; the sweep then fails, so it is retried
 * (and, out of retries, listed dead) with the first error's message.
 */
export async function refreshStaleDashboards(knex: Knex, ai: AiProvider): Promise<number> {
  const failures: unknown[] = [];
  let refreshed = 0;
  for (const client of await staleDashboardClients(knex, dashboardMethod(ai))) {
    try {
      await refreshDashboardSnapshot(knex, client, ai);
      refreshed += 1;
    } catch (error) {
      log.warn({ err: error, client }, 'could not refresh the dashboard');
      failures.push(error);
    }
  }
  if (failures.length > 0) {
    const first = failures[0] instanceof Error ? failures[0].message : String(failures[0]);
    throw new Error(`${failures.length} dashboard(s) not refreshed: ${first}`);
  }
  return refreshed;
}
