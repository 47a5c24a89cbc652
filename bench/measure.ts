import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx; a non-zero count means the figures measure errors. */
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
}

/** Drives `url` with autocannon for `seconds`, after a short unrecorded warm-up. */
export async function measure(options: LoadOptions): Promise<Measurement> {
  const load = (duration: number) =>
    autocannon({
      url: options.url,
      headers: options.headers,
      connections: options.connections,
      duration,
    });
  await load(Math.min(2, options.seconds));
  const result = await load(options.seconds);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
