import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * What an incoming X-Request-Id may look like to be kept: the ids proxies and load
 * balancers make (UUIDs, hex, `host:counter`) fit; anything longer or with other
 * characters (spaces, quotes, newlines that could forge a log line) does not.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of one request: the caller's own X-Request-Id when it is sane (so one id follows
 * a request through a proxy and into our logs), else a new UUID. A header sent twice
 * arrives joined by ", " and is replaced too.
 */
export function requestIdFrom(offered: string | string[] | undefined): string {
  return typeof offered === 'string' && SANE_REQUEST_ID.test(offered) ? offered : randomUUID();
}
