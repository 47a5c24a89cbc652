import type { RouterMiddleware } from '@koa/router';
import type { AppContextExtras } from '../context';

/**
 * Infrastructure middleware (auth, transaction, idempotency) sits in the same stack
 * as `validate()`, which narrows the route's state type. koa-router's types are
 * invariant in that state, so these declare `any` and read `ctx.state` through the
 * AppState type inside.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above
export type StackableMiddleware = RouterMiddleware<any, AppContextExtras>;
