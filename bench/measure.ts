import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  /** Unrecorded load first (default 2 s, at most `seconds`); 0 for none. */
  warmUpSeconds?: number;
  /** How long autocannon waits for one answer before counting an error (its default: 10). */
  timeoutSeconds?: number;
}

export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  /** From each response's time (autocannon's summary has p90 and p97.5, not p95). */
  p95Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx; a non-zero count means the figures measure errors. */
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
}

/** Drives `url` with autocannon for `seconds`, after a short unrecorded warm-up. */
export async function measure(options: LoadOptions): Promise<Measurement> {
  const load = (duration: number, onResponseTime: (ms: number) => void = () => {}) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: options.url,
          headers: options.headers,
          connections: options.connections,
          duration,
          timeout: options.timeoutSeconds ?? 10,
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      instance.on('response', (_client, _status, _bytes, responseTime) =>
        onResponseTime(responseTime),
      );
    });
  const warmUp = Math.min(options.warmUpSeconds ?? 2, options.seconds);
  if (warmUp > 0) await load(warmUp);
  const times: number[] = [];
  const result = await load(options.seconds, (ms) => times.push(ms));
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p95Ms: percentile(times, 0.95),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * The round whose `by` is the median of the rounds' (the lower middle of an even count):
 * the one a single slow or fast window of a noisy host cannot move.
 */
export function medianRound<T>(rounds: readonly T[], by: (round: T) => number): T {
  return [...rounds].sort((a, b) => by(a) - by(b))[Math.floor((rounds.length - 1) / 2)]!;
}

/** The value at `fraction` (0.95: p95) of `values`, by nearest rank. */
export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}
