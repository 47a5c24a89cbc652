import type { RouterMiddleware as Middleware } from '@koa/router';
import type { z } from 'zod';
import type { AppContextExtras, AppState } from '../context';
import { ValidationError } from '../errors';

type Schemas = { body?: z.ZodType; query?: z.ZodType; params?: z.ZodType };
export type Parsed<S extends Schemas> = {
  [K in keyof S]: S[K] extends z.ZodType ? z.output<S[K]> : never;
};
export type Validated<S extends Schemas> = AppState & { input: Parsed<S> };

/**
 * Parses the request with the zod schemas from `sync/contract` and puts the typed
 * result on `ctx.state.input`. The first problem becomes a 400 whose text is the
 * schema's own message, which is the spec's message wherever it gives one.
 */
export function validate<S extends Schemas>(
  schemas: S,
): Middleware<Validated<S>, AppContextExtras> {
  return (ctx, next) => {
    const input: Record<string, unknown> = {};
    for (const part of PARTS) {
      const schema = schemas[part];
      if (!schema) continue;
      const result = schema.safeParse(partOf(ctx, part) ?? {});
      if (!result.success) throw new ValidationError(describeIssue(result.error.issues[0]));
      input[part] = result.data;
    }
    ctx.state.input = input as Parsed<S>;
    return next();
  };
}

const PARTS = ['params', 'query', 'body'] as const;

/** A plain function rather than one closure per part per request: every route validates. */
function partOf(
  ctx: { request: { body?: unknown }; query: unknown; params: unknown },
  part: (typeof PARTS)[number],
): unknown {
  if (part === 'body') return ctx.request.body;
  return part === 'query' ? ctx.query : ctx.params;
}

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'Invalid request';
  if (issue.code === 'unrecognized_keys') {
    return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
  }
  if (issue.code === 'invalid_type' && issue.expected === 'object' && issue.path.length === 0) {
    return 'The request body must be a JSON object';
  }
  // Messages written in the contract are complete sentences; zod's defaults are not,
  // so those get the field name in front.
  const field = issue.path.join('.');
  return issue.message.startsWith('Invalid') && field
    ? `${field}: ${issue.message}`
    : issue.message;
}
