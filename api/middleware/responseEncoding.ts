import type { IncomingMessage } from 'node:http';
import Negotiator from 'negotiator';

export type ResponseEncoding = 'br' | 'gzip' | 'identity';

/** Brotli first on a tie: smaller than gzip at the quality Parley uses. */
const ENCODINGS: readonly ResponseEncoding[] = ['br', 'gzip', 'identity'];

/**
 * The coding to send a body in, by the client's Accept-Encoding as koa-compress reads it
 * (negotiator 1.x: `Q=0` refuses, as HTTP says; Koa's own negotiator, 0.6, takes it for
 * no weight). No header: as it is. Null when the client refuses all three
 * (`identity;q=0, *;q=0`), which HTTP lets the server answer with the body as it is.
 */
export function responseEncoding(
  request: Pick<IncomingMessage, 'headers'>,
): ResponseEncoding | null {
  if (!request.headers['accept-encoding']) return 'identity';
  const chosen = new Negotiator(request).encoding(ENCODINGS, { preferred: ENCODINGS });
  return (chosen as ResponseEncoding | undefined) ?? null;
}
