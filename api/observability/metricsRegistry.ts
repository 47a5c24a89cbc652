import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * Everything `/metrics` answers. A registry of Parley's own rather than prom-client's
 * global one, so a library that registers there cannot add to (or clash with) ours.
 * Default metrics: process CPU, memory, handles, event loop lag, garbage collection.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/**
 * Latency of every request by method, route pattern (never the raw URL: label values must
 * stay few) and status. Buckets reach down to 1 ms because most API calls take a few.
 */
export const httpRequestDuration = new Histogram({
  name: 'parley_http_request_duration_seconds',
  help: 'Time from receiving a request to the end of its response, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});
