import type { AppState } from '../context';
import type { StackableMiddleware } from './types';

/**
 * Runs the rest of the route in one database transaction on `ctx.state.trx`.
 * Commits when the handler returns, rolls back when it throws. Handlers must use
 * `ctx.state.trx` for every query: on PGlite there is a single connection, and a
 * query on the plain knex while a transaction is open waits forever.
 */
export function transaction(): StackableMiddleware {
  return async (ctx, next) => {
    await ctx.services.db.knex.transaction(async (trx) => {
      (ctx.state as AppState).trx = trx;
      await next();
    });
  };
}
