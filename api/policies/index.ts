import { AuthorizationError } from '../errors';

/**
 * Throws 403 unless `allowed`. Policies are plain predicates (see the sibling files),
 * and every route calls one of them on the record it is about to read or change.
 */
export function authorize(allowed: boolean, message?: string): asserts allowed {
  if (!allowed) throw new AuthorizationError(message);
}

export * from './client';
export * from './interview';
export * from './project';
