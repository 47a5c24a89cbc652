import type { Context } from 'koa';
import { User } from '../models';

/**
 * The account a session names, read by the session store in the same statement as the
 * session itself (every signed-in request needs both), kept per request for authenticate.
 */
const readWithSession = new WeakMap<Context, User | null>();

/** The session store's row: the session's data, and the columns of the user it names (null when none). */
export function rememberSessionUser(ctx: Context, userColumns: Record<string, unknown>) {
  readWithSession.set(ctx, userColumns.id ? User.fromDatabaseJson(userColumns) : null);
}

/**
 * The user `userId` as read with this request's session: a User, null when the session
 * named a user that no longer exists, undefined when it was not read (then ask the database).
 */
export function sessionUserOf(ctx: Context, userId: string): User | null | undefined {
  if (!readWithSession.has(ctx)) return undefined;
  const user = readWithSession.get(ctx);
  if (user === null) return null;
  return user?.id === userId ? user : undefined;
}
