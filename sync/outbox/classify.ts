import { retryAfterMs } from './backoff';

export interface TransportResponse {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

export type Outcome =
  | { kind: 'acknowledge' }
  | { kind: 'retry'; reason: string; retryAfterMs: number | null }
  | { kind: 'reject'; reason: string };

/** 409 codes the server sends on the answer/finish endpoints (X-Error-Code). */
const ACKNOWLEDGED_CONFLICTS = new Set(['already_answered']);
const RETRIED_CONFLICTS = new Set(['request_in_flight']);

/** What to do with an operation once the server has answered. */
export async function classifyResponse(response: TransportResponse, now: number): Promise<Outcome> {
  const { status } = response;
  // The answer is on the server already (this device or another sent it): nothing left to do.
  if (status >= 200 && status < 300) return { kind: 'acknowledge' };
  const code = response.headers.get('X-Error-Code');
  if (status === 409 && code && ACKNOWLEDGED_CONFLICTS.has(code)) return { kind: 'acknowledge' };
  const reason = `${status}: ${(await response.text()) || 'No message'}`;
  const transient =
    status >= 500 || status === 429 || (status === 409 && !!code && RETRIED_CONFLICTS.has(code));
  if (transient) {
    return {
      kind: 'retry',
      reason,
      retryAfterMs: retryAfterMs(response.headers.get('Retry-After'), now),
    };
  }
  // Any other 4xx will fail the same way every time: retrying would block the queue forever.
  return { kind: 'reject', reason };
}

/** Starts the reason of every failure that got no response, so a screen can say "offline". */
export const NETWORK_ERROR_PREFIX = 'Network error';

/** The request never got an answer (offline, DNS, reset): always worth retrying. */
export function networkFailure(error: unknown): Outcome {
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'retry', reason: `${NETWORK_ERROR_PREFIX}: ${message}`, retryAfterMs: null };
}
