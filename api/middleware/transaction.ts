import type { AppState } from '../context';
import type { StackableMiddleware } from './types';

/**
 * Runs the rest of the route in one database transaction on `ctx.state.trx`.
 * Commits when the handler returns, rolls back when it throws. Handlers must use
 * `ctx.state.trx` for every query: on PGlite there is a single connection, and a
 * query on the plain knex while a transaction is open waits forever.
 *
 * Routes that call the AI provider (ask-ai, insights, analyses, dashboards, project
 * summaries) do not use it: a provider call can take seconds (OpenAI), and a
 * transaction open that long on PGlite's single connection would stall every other
 * request. Their commands read on `ctx.services.db.knex` and write in a short
 * transaction of their own.
 *
 * Lists and figures, which only read, do not use it either and read on
 * `ctx.services.db.knex`: under READ COMMITTED each statement sees its own snapshot
 * with or without a transaction, so BEGIN and COMMIT would only add two round trips
 * (and knex's transaction set-up) to the busiest requests.
 */
export function transaction(): StackableMiddleware {
  return async (ctx, next) => {
    await ctx.services.db.knex.transaction(async (trx) => {
      (ctx.state as AppState).trx = trx;
      await next();
    });
  };
}
