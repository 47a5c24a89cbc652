import { retryAfterMs } from './backoff';

export interface TransportResponse {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

export type Outcome =
  | { kind: 'acknowledge' }
  | { kind: 'retry'; reason: string; retryAfterMs: number | null }
  | { kind: 'reject'; reason: string }
  /** Another device answered the question first; what this one sent is not on the server. */
  | { kind: 'conflict'; reason: string };

/** 409 codes the server sends on the answer/finish endpoints (X-Error-Code). */
export const ALREADY_ANSWERED = 'already_answered';
const RETRIED_CONFLICTS = new Set(['request_in_flight']);

/** What to do with an operation once the server has answered. */
export async function classifyResponse(response: TransportResponse, now: number): Promise<Outcome> {
  const { status } = response;
  if (status >= 200 && status < 300) return { kind: 'acknowledge' };
  const code = response.headers.get('X-Error-Code');
  const reason = `${status}: ${(await response.text()) || 'No message'}`;
  // An exact replay gets its first result back through the Idempotency-Key, so this is a
  // different answer (another tab or device) that reached the server first.
  if (status === 409 && code === ALREADY_ANSWERED) return { kind: 'conflict', reason };
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
