import type { AppState } from '../../context';
import { AuthorizationError } from '../../errors';
import type { StackableMiddleware } from '../../middleware/types';

/**
 * Refuses requests authenticated by an API token. Minting tokens needs a person at a
 * browser: a leaked token must not be able to mint a replacement that outlives its
 * own revocation.
 */
export function sessionOnly(): StackableMiddleware {
  return async (ctx, next) => {
    if ((ctx.state as AppState).apiTokenId) {
      throw new AuthorizationError(
        'API tokens can only be created from a signed-in browser session, not with a token',
        'session_required',
      );
    }
    await next();
  };
}
