import type { Middleware } from 'koa';
import type { AppContextExtras, AppState } from '../context';
import { AuthorizationError } from '../errors';
import { isApiPath } from './apiPath';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie sessions: a state-changing request must come from our own
 * origin (or one listed in ALLOWED_ORIGINS). Browsers always send Origin on
 * cross-site POSTs, and Sec-Fetch-Site where they support it; requests with neither
 * (curl, server-to-server) carry no ambient browser cookies and are let through.
 * It runs before any body parser, so a rejected request is never parsed.
 */
export function rejectCrossSite(): Middleware<AppState, AppContextExtras> {
  return (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method) && isApiPath(ctx.path)) {
      const origin = ctx.get('Origin');
      const fetchSite = ctx.get('Sec-Fetch-Site');
      const allowed = ctx.services.config.allowedOrigins;
      // Not ctx.origin: since Koa 3 that echoes the Origin header back.
      const ownOrigin = `${ctx.protocol}://${ctx.host}`;
      if (origin) {
        if (origin !== ownOrigin && !allowed.includes(origin)) {
          throw new AuthorizationError('Cross-site request rejected', 'cross_site_request');
        }
      } else if (fetchSite === 'cross-site') {
        throw new AuthorizationError('Cross-site request rejected', 'cross_site_request');
      }
    }
    return next();
  };
}
