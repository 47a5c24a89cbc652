import { createHash, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import proxyaddr from 'proxy-addr';
import type { AppContextExtras, AppState } from '../context';
import { AuthorizationError, HttpError } from '../errors';

const isLoopback = proxyaddr.compile('loopback');

/**
 * Who may read /metrics (it tells how busy the server is and what fails):
 * - with METRICS_TOKEN set, whoever sends `Authorization: Bearer <token>` (401 otherwise);
 * - without it, this machine only (403 otherwise), so a scraper on the same host works out
 *   of the box and the internet does not. The address is `ctx.ip`, settled through the
 *   trusted proxies (clientAddress.ts). A request that still carries X-Forwarded-For or
 *   Forwarded came through a proxy: from loopback, that is a proxy on this host that is not
 *   in TRUST_PROXY, whose visitors would all look local, so it is refused as well.
 */
export function metricsAccess(token: string | null): Middleware<AppState, AppContextExtras> {
  const expected = token === null ? null : digest(token);
  return async (ctx, next) => {
    if (expected) {
      const offered = /^Bearer +(\S+) *$/i.exec(ctx.get('Authorization'))?.[1];
      if (!offered || !timingSafeEqual(digest(offered), expected)) {
        throw new HttpError(
          401,
          'Metrics need the metrics token (Authorization: Bearer …)',
          'unauthenticated',
          {
            'WWW-Authenticate': 'Bearer realm="metrics"',
          },
        );
      }
    } else if (
      !isLoopback(ctx.ip, 0) ||
      ctx.get('X-Forwarded-For') !== '' ||
      ctx.get('Forwarded') !== ''
    ) {
      throw new AuthorizationError(
        'Metrics are served to this machine only; set METRICS_TOKEN to scrape from elsewhere',
        'metrics_local_only',
      );
    }
    await next();
  };
}

/** Equal-length digests, so comparing them takes the same time whatever was offered. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
