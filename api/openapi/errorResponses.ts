import { z } from 'zod';
import type { ZodOpenApiResponseObject } from 'zod-openapi';

/** What `errorHandler` answers with `Accept: application/json`; otherwise the message as text. */
export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: z.string().meta({ description: 'Stable reason, also sent as X-Error-Code' }),
      message: z.string().meta({ description: 'A sentence meant for people' }),
    }),
  })
  .meta({ id: 'Error' });

function errorResponse(id: string, description: string): ZodOpenApiResponseObject {
  return {
    id,
    description,
    headers: z.object({
      'X-Error-Code': z.string().meta({ description: 'Stable machine-readable reason' }),
    }),
    content: {
      'text/plain': { schema: z.string().meta({ description: 'The message, for people' }) },
      'application/json': { schema: ErrorBodySchema },
    },
  };
}

/** One registered component per status, referenced by every operation that can answer it. */
export const ERROR_RESPONSES = {
  badRequest: errorResponse(
    'BadRequest',
    'The request is invalid; the message names the field and the rule.',
  ),
  unauthenticated: errorResponse(
    'Unauthenticated',
    'No credential, or the bearer token is malformed, unknown or revoked.',
  ),
  forbidden: errorResponse('Forbidden', 'Signed in, but this account may not do this.'),
  notFound: errorResponse('NotFound', 'No such record (or not one this account may see).'),
  conflict: errorResponse(
    'Conflict',
    'The request conflicts with stored data, or the same Idempotency-Key is still in flight.',
  ),
  tooLarge: errorResponse('PayloadTooLarge', 'The upload or body is too large.'),
  unsupported: errorResponse('UnsupportedMediaType', 'The upload is not of an accepted type.'),
  keyReused: errorResponse(
    'IdempotencyKeyReused',
    'This Idempotency-Key was already used for a different request.',
  ),
  other: errorResponse('Error', 'Any other error (429 rate limited, 503 AI unavailable, …).'),
} satisfies Record<string, ZodOpenApiResponseObject>;
