import type { RouterMiddleware } from '@koa/router';
import type { z } from 'zod';
import type { AppContextExtras } from '../../context';
import { currentUser } from '../../middleware/auth';
import { type Validated, validate } from '../../middleware/validate';

type Schemas = { body: z.ZodType; params?: z.ZodType; query?: z.ZodType };

/**
 * `validate()` for a form with a customer variant: customers' bodies are parsed with
 * `customerBody`, everyone else's with `schemas.body`. The customer schema's output
 * must fit the staff one, so the handler sees a single input type. Runs after auth().
 */
export function validateByRole<S extends Schemas>(
  schemas: S,
  customerBody: z.ZodType<z.output<S['body']>>,
): RouterMiddleware<Validated<S>, AppContextExtras> {
  const forStaff = validate(schemas);
  const forCustomer = validate({ ...schemas, body: customerBody });
  return (ctx, next) =>
    currentUser(ctx).role === 'customer' ? forCustomer(ctx, next) : forStaff(ctx, next);
}
