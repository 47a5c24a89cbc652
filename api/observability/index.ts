/**
 * Logs, request ids, health probes and Prometheus metrics. What other modules use:
 * - `logger` / `moduleLogger('transcription')`: structured logs (pino), JSON on stdout;
 * - `requestLogger(ctx)` / `requestIdOf(ctx)`: the current request's logger and id;
 * - `reportJobQueueDepth(source)` / `countJobFailure(queue)`: the job layer's metrics.
 * api/app.ts mounts `requestLog`, `httpMetrics` and `observabilityRoutes`.
 */
export { httpMetrics } from './httpMetrics';
export {
  countJobFailure,
  type QueueDepthSource,
  type QueueDepths,
  reportJobQueueDepth,
} from './jobMetrics';
export { configureLogging, logger, moduleLogger, saveLogging } from './logger';
export { LogEnvSchema, type LogSettings, logSettingsFrom } from './logSettings';
export { metricsRegistry } from './metricsRegistry';
export { observabilityRoutes } from './observabilityRoutes';
export { requestIdOf, requestLog, requestLogger } from './requestLog';
