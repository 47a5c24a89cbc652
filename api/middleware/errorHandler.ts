import type { Middleware } from 'koa';
import {
  CheckViolationError,
  DataError,
  ForeignKeyViolationError,
  NotNullViolationError,
  UniqueViolationError,
} from 'objection';
import type { AppContextExtras, AppState } from '../context';
import { HttpError } from '../errors';
import { requestIdOf, requestLogger } from '../observability/requestLog';

interface LowLevelError extends Error {
  status?: number;
  statusCode?: number;
  httpCode?: number;
  code?: string | number;
  type?: string;
  expose?: boolean;
}

/**
 * Turns every thrown error into a response. Expected errors (HttpError, body-parser
 * and upload errors, unique-constraint races) become 4xx with a readable message;
 * anything else is logged and becomes a 500 that reveals nothing but the request id.
 *
 * The body is plain text by default, so the app's `${status}: ${text}` reads well;
 * a client that prefers JSON gets `{ error: { code, message } }`.
 */
export function errorHandler(): Middleware<AppState, AppContextExtras> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (thrown) {
      const error = toHttpError(thrown as LowLevelError);
      let message = error.message;
      if (error.status >= 500 && !(thrown instanceof HttpError)) {
        // Logged with the request's id, which the answer quotes so a user can report it.
        requestLogger(ctx).error({ err: thrown, method: ctx.method, path: ctx.path }, 'failed');
        const requestId = requestIdOf(ctx);
        if (requestId) message = `${message} (request id ${requestId})`;
      }
      ctx.status = error.status;
      for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
      ctx.set('X-Error-Code', error.code);
      if (ctx.accepts('text/plain', 'application/json') === 'application/json') {
        ctx.body = { error: { code: error.code, message } };
      } else {
        ctx.type = 'text/plain';
        ctx.body = message;
      }
    }
  };
}

function toHttpError(error: LowLevelError): HttpError {
  if (error instanceof HttpError) return error;
  // koa-body / co-body / formidable report the HTTP status they mean in one of these.
  const status = error.httpCode ?? error.status ?? error.statusCode;
  if (status === 413 || error.type === 'entity.too.large') {
    return new HttpError(413, 'The request is too large', 'payload_too_large');
  }
  if (error.type === 'entity.parse.failed' || (error instanceof SyntaxError && status === 400)) {
    return new HttpError(400, 'The request body is not valid JSON', 'malformed_json');
  }
  if (status === 415 || error.type === 'encoding.unsupported') {
    return new HttpError(415, 'Unsupported request encoding', 'unsupported_media_type');
  }
  if (status && status >= 400 && status < 500) {
    return new HttpError(status, error.expose ? error.message : 'Bad request', 'bad_request');
  }
  // Constraint errors reach here as Objection's wrappers (queries through models) or
  // as raw pg errors (plain knex). Two requests racing to create one row is a 409.
  const sqlState = (error as { nativeError?: { code?: string } }).nativeError?.code ?? error.code;
  if (error instanceof UniqueViolationError || sqlState === '23505') {
    return new HttpError(409, 'That record already exists', 'conflict');
  }
  if (error instanceof ForeignKeyViolationError || sqlState === '23503') {
    return new HttpError(409, 'A record this refers to does not exist', 'conflict');
  }
  // Class 22 is "data exception": a value PostgreSQL cannot store or compare (a NUL
  // in text, 22021; bad syntax for a type, 22P02; out of range, 22003; …). The input
  // guards should stop these first; this keeps any that slip through a 400.
  if (
    error instanceof DataError ||
    error instanceof CheckViolationError ||
    error instanceof NotNullViolationError ||
    String(sqlState).startsWith('22') ||
    ['23514', '23502'].includes(String(sqlState))
  ) {
    return new HttpError(400, 'A value in the request is out of range or malformed', 'bad_value');
  }
  return new HttpError(500, 'Internal server error', 'internal_error');
}
