import { z } from 'zod';
import { IsoDateSchema, NullableIsoDateSchema, requiredText } from './common';

/**
 * Personal API tokens: a credential for programs, sent as `Authorization: Bearer <token>`.
 * Every token starts with this prefix so secret scanners (and people) recognise a leaked one.
 */
export const API_TOKEN_PREFIX = 'prl_';

export const CreateApiTokenRequestSchema = z.strictObject({
  name: requiredText('Token name is required', 100),
});
export type CreateApiTokenRequest = z.infer<typeof CreateApiTokenRequestSchema>;

/** A token as listed: never the secret, only a few leading characters to tell tokens apart. */
export const ApiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `prl_` and the first characters of the secret: enough to recognise, useless to use. */
  prefix: z.string(),
  createdAt: IsoDateSchema,
  /** Updated at most once a minute, so it is a minute-precise hint, not a log. */
  lastUsedAt: NullableIsoDateSchema,
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

/** The answer to creating a token: the only time the secret is ever shown. */
export const CreatedApiTokenSchema = ApiTokenSchema.extend({
  token: z.string().meta({ description: 'The secret. Shown once; Parley keeps only its hash.' }),
});
export type CreatedApiToken = z.infer<typeof CreatedApiTokenSchema>;

/** An answer with no body (204). */
export const NoContentSchema = z.void();
