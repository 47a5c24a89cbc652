/** Outside /api: not part of the API contract, and answered before the session or the web app. */
export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';
export const METRICS_PATH = '/metrics';

/** Asked every few seconds by orchestrators and scrapers: logged at debug level only. */
export const PROBE_PATHS: ReadonlySet<string> = new Set([HEALTH_PATH, READY_PATH, METRICS_PATH]);
