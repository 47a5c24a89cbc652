import type { Knex } from 'knex';
import { type DatabaseOptions, fromKnex, type JobWithMetadata, PgBoss } from 'pg-boss';
import type { JobKind } from '../../sync/contract/jobs';
import type { Database } from '../db/connection';
import { countJobFailure, moduleLogger, reportJobQueueDepth } from '../observability';
import { pgliteThroughKnex } from './pgliteAdapter';
import { LocalRunEnds } from './runEnds';
import type { JobData, JobSender, JobTask, RetryPolicy, SendOptions } from './task';

/** pg-boss's tables live in a schema of their own, next to the app's. */
export const JOBS_SCHEMA = 'pgboss';
/** A backstop only: a job sent here wakes this process's worker, NOTIFY wakes the others. */
const POLLING_SECONDS = 2;
const IDLE_CHECK_MS = 25;
/**
 * How often a waiter looks at a job that may run in another process. A run in this
 * process is heard at once (LocalRunEnds); polling every waiter at IDLE_CHECK_MS cost 40
 * queries a second per waiting answer, on the pool the requests themselves need.
 */
const REMOTE_RUN_CHECK_MS = 200;
/**
 * A worker that dies mid-job (SIGKILL, out of memory, a lost machine) leaves its job
 * `active`; pg-boss would wait out the job's expiry (15 min) before retrying it. With a
 * heartbeat, the running worker touches its job every HEARTBEAT_SECONDS / 2, and the
 * supervisor of any live process fails a job whose heartbeat is older than
 * HEARTBEAT_SECONDS, within about HEARTBEAT_SECONDS + SUPERVISE_SECONDS of the crash; it
 * is then retried after its kind's retry delay. A long job that beats is never cut
 * short. 10 s is pg-boss's minimum.
 */
export const HEARTBEAT_SECONDS = 10;
/** How often a process looks for lost heartbeats (pg-boss's default: every 60 s). */
export const SUPERVISE_SECONDS = 10;
/** Lost heartbeats are looked for on each supervise pass, in queues due a monitor pass. */
const SUPERVISION = {
  superviseIntervalSeconds: SUPERVISE_SECONDS,
  monitorIntervalSeconds: SUPERVISE_SECONDS,
};

const log = moduleLogger('jobs');

export interface StartOptions {
  /** Run the handlers here (`npm start`, `npm run worker`); false: enqueue only (`npm run api`). */
  work: boolean;
}

/**
 * The app's one job engine: pg-boss on the app's own database. On PostgreSQL it has a
 * small pool of its own and wakes workers in every process with LISTEN/NOTIFY; on PGlite
 * it runs in this process, taking turns on PGlite's one connection with knex.
 */
export class JobEngine implements JobSender {
  private readonly boss: PgBoss;
  private readonly tasks: Map<JobKind, JobTask>;
  private readonly workers = new Map<JobKind, string>();
  private readonly runEnds = new LocalRunEnds();
  private readonly timers: NodeJS.Timeout[] = [];
  private stopReporting: (() => void) | null = null;
  private started: Promise<void> | null = null;
  private stopped: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    tasks: JobTask[],
  ) {
    this.tasks = new Map(tasks.map((task) => [task.kind, task]));
    this.boss =
      db.kind === 'pglite'
        ? new PgBoss({
            db: pgliteThroughKnex(db.knex),
            backend: 'pglite',
            schema: JOBS_SCHEMA,
            schedule: false,
            ...SUPERVISION,
          })
        : new PgBoss({
            ...postgresConnection(db.knex),
            schema: JOBS_SCHEMA,
            max: 4,
            useListenNotify: true,
            schedule: false,
            ...SUPERVISION,
          });
    this.boss.on('error', (error) => log.error({ err: error }, 'job engine error'));
  }

  get kinds(): JobKind[] {
    return [...this.tasks.keys()];
  }

  /** Installs or migrates pg-boss's schema, creates the queues and, to work, the workers. */
  start(options: StartOptions): Promise<void> {
    this.started ??= this.begin(options);
    return this.started;
  }

  private async begin({ work }: StartOptions) {
    await this.boss.start();
    for (const task of this.tasks.values()) {
      const options = { notify: true, heartbeatSeconds: HEARTBEAT_SECONDS };
      await this.boss.createQueue(task.kind, {
        policy: task.policy,
        ...options,
        ...retryOptions(task.retry),
      });
      // A queue made by an older version keeps its policy; the rest follows the code.
      await this.boss.updateQueue(task.kind, { ...options, ...retryOptions(task.retry) });
    }
    this.stopReporting = reportJobQueueDepth(() => this.depths());
    if (!work) return;
    for (const task of this.tasks.values()) await this.startWorker(task);
  }

  private async startWorker(task: JobTask) {
    const id = await this.boss.work(
      task.kind,
      {
        localConcurrency: task.concurrency,
        batchSize: 1,
        includeMetadata: true,
        pollingIntervalSeconds: POLLING_SECONDS,
        notifyPollingIntervalSeconds: POLLING_SECONDS,
      },
      async ([job]: JobWithMetadata<JobData>[]) => {
        if (!job) return;
        const run = {
          id: job.id,
          attempt: job.retryCount + 1,
          lastAttempt: job.retryCount >= job.retryLimit,
        };
        try {
          await task.run(job.data ?? {}, run, this);
          this.runEnds.ended(job.id, true);
        } catch (error) {
          this.runEnds.ended(job.id, false);
          countJobFailure(task.kind);
          log.warn(
            { err: error, job: job.id, kind: task.kind, attempt: run.attempt, data: job.data },
            run.lastAttempt
              ? 'job failed for good: in the dead-letter list'
              : 'job failed: retrying',
          );
          throw error;
        }
      },
    );
    this.workers.set(task.kind, id);
    if (task.everyMs) {
      await this.send(task.kind, {});
      const timer = setInterval(() => {
        this.send(task.kind, {}).catch((error: unknown) =>
          log.warn({ err: error, kind: task.kind }, 'could not queue the periodic job'),
        );
      }, task.everyMs);
      // A periodic job alone must not keep a stopping process alive.
      timer.unref();
      this.timers.push(timer);
    }
  }

  /**
   * Queues a job, once per key: while one for the same answer waits or runs, this returns
   * null and queues nothing. With `trx`, the job commits or rolls back with that transaction.
   */
  async send(kind: JobKind, data: JobData, options: SendOptions = {}): Promise<string | null> {
    // A kind this server does not run (embed without an embedder) has nothing to do.
    const task = this.tasks.get(kind);
    if (!task) return null;
    const id = await this.boss.send(kind, data, {
      singletonKey: task.key(data),
      ...task.retry,
      retryBackoff: true,
      ...(options.trx ? { db: fromKnex(options.trx) } : {}),
    });
    if (options.trx) {
      options.trx.executionPromise.then(
        () => this.wake(kind),
        () => {},
      );
    } else {
      this.wake(kind);
    }
    return id;
  }

  /**
   * Waits up to `ms` for a job's first run to end; true when it completed. A job that
   * failed (its retry is on the clock) or is still running answers false.
   */
  async waitFor(id: string, ms: number): Promise<boolean> {
    const deadline = Date.now() + ms;
    const runHere = this.runEnds.next(id);
    try {
      for (;;) {
        const row = await this.db
          .knex(`${JOBS_SCHEMA}.job`)
          .where({ id })
          .first<{ state: string } | undefined>('state');
        if (!row || row.state === 'completed') return row !== undefined;
        if (row.state !== 'created' && row.state !== 'active') return false;
        const left = deadline - Date.now();
        if (left <= 0) return false;
        const pause = sleep(Math.min(REMOTE_RUN_CHECK_MS, left)).then(() => null);
        const completed = await Promise.race([runHere.ended, pause]);
        if (completed !== null) return completed;
      }
    } finally {
      runHere.cancel();
    }
  }

  /**
   * Resolves once no job of ours (or of `kinds`) waits, runs or waits to retry (tests,
   * shutdown). Needs a worker (in this process or another) to get there.
   */
  async onIdle(kinds: readonly JobKind[] = this.kinds): Promise<void> {
    for (;;) {
      const unfinished = await this.db
        .knex(`${JOBS_SCHEMA}.job`)
        .whereIn('name', kinds)
        .whereRaw("state < 'completed'")
        .first('id');
      if (!unfinished) return;
      // A retry whose delay has passed need not wait for the next poll.
      for (const kind of this.workers.keys()) this.wake(kind);
      await sleep(IDLE_CHECK_MS);
    }
  }

  /** Queues a dead job again (one more attempt); null when it is not dead (or not ours). */
  async retry(id: string): Promise<JobKind | null> {
    const row = await this.db
      .knex(`${JOBS_SCHEMA}.job`)
      .where({ id, state: 'failed' })
      .whereIn('name', this.kinds)
      .first<{ name: JobKind } | undefined>('name');
    if (!row) return null;
    // pg-boss 12 declares CommandResponse empty; it carries the count the update touched.
    const { affected } = (await this.boss.retry(row.name, id)) as { affected: number };
    if (affected === 0) return null;
    this.wake(row.name);
    return row.name;
  }

  /** Changes a kind's retries for jobs sent from now on (tests shorten the delays). */
  async setRetryPolicy(kind: JobKind, retry: RetryPolicy): Promise<void> {
    this.task(kind).retry = retry;
    await this.boss.updateQueue(kind, retryOptions(retry));
  }

  /** Stops taking jobs, lets running ones finish (or, past the timeout, be retried later). */
  stop(): Promise<void> {
    this.stopped ??= this.end();
    return this.stopped;
  }

  private async end() {
    for (const timer of this.timers) clearInterval(timer);
    this.stopReporting?.();
    if (!this.started) return;
    await this.started.catch(() => {});
    await this.boss.stop({ graceful: true, timeout: 30_000, close: true });
  }

  /** Jobs of a kind queued and not started yet (retries on the clock not counted). */
  async queued(kind: JobKind): Promise<number> {
    const row = await this.db
      .knex(`${JOBS_SCHEMA}.job`)
      .where({ name: kind, state: 'created' })
      .count<{ count: string | number }>({ count: '*' })
      .first();
    return Number(row?.count ?? 0);
  }

  /** Jobs waiting to run, per kind, for the queue-depth metric. */
  private async depths(): Promise<Record<string, number>> {
    const rows: { name: string; count: number }[] = await this.db
      .knex(`${JOBS_SCHEMA}.job`)
      .whereIn('name', this.kinds)
      .whereIn('state', ['created', 'retry'])
      .groupBy('name')
      .select('name')
      .count({ count: '*' });
    const depths: Record<string, number> = Object.fromEntries(this.kinds.map((k) => [k, 0]));
    for (const row of rows) depths[row.name] = Number(row.count);
    return depths;
  }

  private wake(kind: JobKind) {
    const worker = this.workers.get(kind);
    if (worker) this.boss.notifyWorker(worker);
  }

  private task(kind: JobKind): JobTask {
    const task = this.tasks.get(kind);
    if (!task) throw new Error(`No job task "${kind}"`);
    return task;
  }
}

function retryOptions(retry: RetryPolicy) {
  return {
    retryLimit: retry.retryLimit,
    retryDelay: retry.retryDelay,
    retryBackoff: true,
    retryDelayMax: retry.retryDelayMax,
  };
}

/** Where knex connects (api/db/connection.ts opens PostgreSQL from one URL; knex parses it). */
function postgresConnection(knex: Knex): DatabaseOptions {
  const settings = (knex.client as Knex.Client & { connectionSettings: unknown })
    .connectionSettings;
  if (typeof settings === 'string') return { connectionString: settings };
  if (settings && typeof settings === 'object') {
    const { host, port, user, password, database } = settings as Knex.PgConnectionConfig;
    return {
      host,
      port,
      user,
      database,
      password: typeof password === 'string' ? password : undefined,
    };
  }
  throw new Error('The job engine needs the PostgreSQL connection knex was opened with');
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
