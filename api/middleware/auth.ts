import type { Role } from '../../sync/contract';
import type { AppState } from '../context';
import { AuthenticationError, AuthorizationError } from '../errors';
import type { User } from '../models';
import type { StackableMiddleware } from './types';

export type SignedInState = AppState & { user: User };

/**
 * Requires a signed-in user (401 otherwise) and, when roles are given, one of them
 * (403 otherwise). Record-level rules live in `api/policies`.
 */
export function auth(options: { roles?: readonly Role[] } = {}): StackableMiddleware {
  return (ctx, next) => {
    const user = (ctx.state as AppState).user;
    if (!user) throw new AuthenticationError();
    if (options.roles && !options.roles.includes(user.role)) {
      throw new AuthorizationError(`Only ${options.roles.join(' or ')} accounts can do this`);
    }
    return next();
  };
}

/** The signed-in user in a handler that runs after `auth()`. */
export function currentUser(ctx: { state: AppState }): User {
  const user = ctx.state.user;
  if (!user) throw new AuthenticationError();
  return user;
}
