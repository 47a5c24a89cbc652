/**
 * pg-boss against graphile-worker, the two PostgreSQL job engines issue 16 names, on one
 * scratch database each: N no-op jobs enqueued one by one (as requests would), then worked
 * with concurrency 4; it prints the enqueue rate, the processing rate and the delay from
 * enqueue to start (p50/p95), and whether each engine runs on an in-process PGlite.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/jobEngines.ts [N]
 *
 * The figures and the choice are in api/jobs/README.md.
 */
import { PGlite } from '@electric-sql/pglite';
import { Logger, makeWorkerUtils, run as runGraphile } from 'graphile-worker';
import knexFactory from 'knex';
import pg from 'pg';
import { fromPglite, PgBoss } from 'pg-boss';

const N = Number(process.argv[2] ?? 2000);
const CONCURRENCY = 4;
// graphile-worker logs every job at INFO: only its errors are wanted here.
const quiet = new Logger(() => (level, message) => {
  if (level === 'error') console.error('[graphile-worker]', message);
});
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Result {
  engine: string;
  enqueuePerSecond: number;
  processedPerSecond: number;
  p50Ms: number;
  p95Ms: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function withScratchDatabase<T>(name: string, body: (url: string) => Promise<T>) {
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`drop database if exists "${name}" with (force)`);
  await admin.raw(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await body(url.toString());
  } finally {
    await admin.raw(`drop database if exists "${name}" with (force)`);
    await admin.destroy();
  }
}

/** Waits for every enqueued job to start, then reports the rates and latencies. */
function tracker(engine: string) {
  const enqueuedAt = new Map<number, number>();
  const latencies: number[] = [];
  let done: () => void;
  const allStarted = new Promise<void>((resolve) => {
    done = resolve;
  });
  return {
    enqueued: (index: number) => enqueuedAt.set(index, performance.now()),
    started(index: number) {
      latencies.push(performance.now() - enqueuedAt.get(index)!);
      if (latencies.length === N) done();
    },
    allStarted,
    result(enqueueMs: number, processMs: number): Result {
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        engine,
        enqueuePerSecond: Math.round((N / enqueueMs) * 1000),
        processedPerSecond: Math.round((N / processMs) * 1000),
        p50Ms: Math.round(percentile(sorted, 50)),
        p95Ms: Math.round(percentile(sorted, 95)),
      };
    },
  };
}

/**
 * Enqueue first with no worker running (the rate a request pays), then start the worker:
 * processing is timed from its start to the last job's start, and latency includes the wait
 * in the queue, so it is reported a second time with the worker already running.
 */
async function benchPgBoss(url: string, workerFirst: boolean): Promise<Result> {
  // LISTEN/NOTIFY on: a new job wakes a waiting worker at once, as graphile-worker's does.
  const boss = new PgBoss({
    connectionString: url,
    max: 8,
    schedule: false,
    useListenNotify: true,
  });
  boss.on('error', (error) => console.error('[pg-boss]', error));
  await boss.start();
  await boss.createQueue('noop', { notify: true });
  const track = tracker(`pg-boss${workerFirst ? ' (worker running)' : ''}`);
  const startWorker = () =>
    // pg-boss's way to concurrency 4 with a backlog: batches of 4 worked at once, fetched
    // back to back while they come back full (one job per fetch waits a poll between jobs).
    boss.work<{ i: number }>(
      'noop',
      {
        batchSize: CONCURRENCY,
        burstWhenBatchFull: true,
        pollingIntervalSeconds: 0.5,
        notifyPollingIntervalSeconds: 0.5,
      },
      async (jobs) => {
        await Promise.all(jobs.map(async (job) => track.started(job.data.i)));
      },
    );
  if (workerFirst) await startWorker();
  const t0 = performance.now();
  for (let i = 0; i < N; i++) {
    track.enqueued(i);
    await boss.send('noop', { i });
  }
  const enqueueMs = performance.now() - t0;
  const t1 = performance.now();
  if (!workerFirst) await startWorker();
  await track.allStarted;
  const processMs = performance.now() - (workerFirst ? t0 : t1);
  await boss.stop({ graceful: true, timeout: 5_000 });
  return track.result(enqueueMs, processMs);
}

async function benchGraphile(url: string, workerFirst: boolean): Promise<Result> {
  // One pool of our own, ended before the scratch database is dropped.
  const pgPool = new pg.Pool({ connectionString: url, max: 8 });
  pgPool.on('error', (error) => console.error('[graphile-worker pool]', error.message));
  const utils = await makeWorkerUtils({ pgPool, logger: quiet });
  await utils.migrate();
  const track = tracker(`graphile-worker${workerFirst ? ' (worker running)' : ''}`);
  const startRunner = () =>
    runGraphile({
      pgPool,
      concurrency: CONCURRENCY,
      noHandleSignals: true,
      pollInterval: 500,
      logger: quiet,
      taskList: {
        noop: async (payload) => track.started((payload as { i: number }).i),
      },
    });
  const runner = workerFirst ? await startRunner() : null;
  const t0 = performance.now();
  for (let i = 0; i < N; i++) {
    track.enqueued(i);
    await utils.addJob('noop', { i });
  }
  const enqueueMs = performance.now() - t0;
  const t1 = performance.now();
  const active = runner ?? (await startRunner());
  await track.allStarted;
  const processMs = performance.now() - (workerFirst ? t0 : t1);
  console.error(`  enqueue ${Math.round(enqueueMs)} ms, process ${Math.round(processMs)} ms`);
  await active.stop();
  console.error('  stopped');
  await utils.release();
  await pgPool.end();
  return track.result(enqueueMs, processMs);
}

/** pg-boss's own PGlite adapter: install, enqueue and work 100 jobs in this process. */
async function pgBossOnPglite(): Promise<string> {
  const pglite = new PGlite();
  const boss = new PgBoss({ db: fromPglite(pglite), backend: 'pglite', schedule: false });
  try {
    await boss.start();
    await boss.createQueue('noop');
    let seen = 0;
    const all = new Promise<void>((resolve) => {
      void boss.work('noop', { pollingIntervalSeconds: 0.5 }, async () => {
        if (++seen === 100) resolve();
      });
    });
    for (let i = 0; i < 100; i++) await boss.send('noop', { i });
    await all;
    return 'yes: fromPglite adapter, 100/100 jobs worked in process';
  } catch (error) {
    return `no: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    await boss.stop({ graceful: false }).catch(() => {});
    await pglite.close();
  }
}

async function main() {
  const results: Result[] = [];
  for (const workerFirst of [false, true]) {
    console.error(`pg-boss, worker ${workerFirst ? 'running' : 'started after'}…`);
    results.push(
      await withScratchDatabase('jobs_bench_boss', (url) => benchPgBoss(url, workerFirst)),
    );
    console.error(`graphile-worker, worker ${workerFirst ? 'running' : 'started after'}…`);
    results.push(
      await withScratchDatabase('jobs_bench_graphile', (url) => benchGraphile(url, workerFirst)),
    );
  }
  console.log(
    `N=${N} no-op jobs, concurrency ${CONCURRENCY}, PostgreSQL at ${new URL(adminUrl).host}`,
  );
  console.table(results);
  console.log(`pg-boss on PGlite: ${await pgBossOnPglite()}`);
  console.log(
    'graphile-worker on PGlite: no adapter; it needs a pg Pool (connectionString/pgPool), ' +
      'so only through @electric-sql/pglite-socket (one socket connection at a time).',
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
