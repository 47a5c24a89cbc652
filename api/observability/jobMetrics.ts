import { Counter, Gauge } from 'prom-client';
import { moduleLogger } from './logger';
import { metricsRegistry } from './metricsRegistry';
import { withTimeout } from './withTimeout';

/** Jobs waiting (not yet running) per queue, e.g. `{ transcribe: 3, followup: 0 }`. */
export type QueueDepths = Readonly<Record<string, number>>;

/**
 * Asked on every scrape of /metrics. May query the database; an answer slower than
 * `QUEUE_DEPTH_TIMEOUT_MS` or an error is logged and left out of that scrape (the
 * other queues are still reported) rather than failing the whole scrape.
 */
export type QueueDepthSource = () => QueueDepths | Promise<QueueDepths>;

export const QUEUE_DEPTH_TIMEOUT_MS = 2000;

const log = moduleLogger('metrics');
const sources = new Set<QueueDepthSource>();

new Gauge({
  name: 'parley_job_queue_depth',
  help: 'Jobs waiting to run, per queue, as the job layer reports them at scrape time',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    const answers = await Promise.all([...sources].map(depthsOrNothing));
    // Two sources naming one queue (two parts of one process) add up.
    const totals = new Map<string, number>();
    for (const depths of answers) {
      for (const [queue, depth] of Object.entries(depths)) {
        totals.set(queue, (totals.get(queue) ?? 0) + depth);
      }
    }
    for (const [queue, depth] of totals) this.set({ queue }, depth);
  },
});

const jobFailures = new Counter({
  name: 'parley_job_failures_total',
  help: 'Job attempts that failed, per queue (each retry that fails counts again)',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
});

/**
 * Registers where `parley_job_queue_depth{queue}` comes from; returns the function that
 * unregisters it (call it when the job layer stops). With several processes on one
 * PostgreSQL queue each reports the same shared depth: aggregate with `max by (queue)`.
 */
export function reportJobQueueDepth(source: QueueDepthSource): () => void {
  sources.add(source);
  return () => {
    sources.delete(source);
  };
}

/** Counts one failed attempt of a job (or `count` of them) in `parley_job_failures_total{queue}`. */
export function countJobFailure(queue: string, count = 1) {
  jobFailures.inc({ queue }, count);
}

async function depthsOrNothing(source: QueueDepthSource): Promise<QueueDepths> {
  try {
    const depths = await withTimeout(Promise.resolve().then(source), QUEUE_DEPTH_TIMEOUT_MS);
    return Object.fromEntries(
      Object.entries(depths).filter(([queue, depth]) => {
        const valid = Number.isFinite(depth) && depth >= 0;
        if (!valid) log.warn({ queue, depth }, 'job queue depth is not a count; left out');
        return valid;
      }),
    );
  } catch (error) {
    log.warn({ err: error }, 'job queue depth unavailable for this scrape');
    return {};
  }
}
