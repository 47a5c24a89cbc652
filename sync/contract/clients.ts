import { z } from 'zod';
import { UserSchema } from './auth';
import { IdSchema, IsoDateSchema, NullableIsoDateSchema, requiredText } from './common';
import { isProjectId, PROJECT_ID_LIKE_NAME } from './projectIds';

/**
 * Client access (who belongs to which client). A customer sees exactly one client,
 * the one granted to them; access is granted by an admin or by an existing member of
 * that client, never taken by typing a company name.
 */

export const ClientNameSchema = requiredText('Client is required', 200).refine(
  (client) => !isProjectId(client),
  PROJECT_ID_LIKE_NAME,
);

export const ManagedClientParamsSchema = z.strictObject({ client: ClientNameSchema });
export const ClientMemberParamsSchema = z.strictObject({
  client: ClientNameSchema,
  userId: IdSchema,
});
export const ClientAccessRequestParamsSchema = z.strictObject({
  client: ClientNameSchema,
  requestId: IdSchema,
});

/** A customer without access asks for a client (claimed only if nobody uses the name). */
export const RequestClientAccessRequestSchema = z.strictObject({ client: ClientNameSchema });
export type RequestClientAccessRequest = z.infer<typeof RequestClientAccessRequestSchema>;

/** Who to add: a customer account's username, e-mail address or user id. */
export const GrantClientAccessRequestSchema = z.strictObject({
  user: requiredText('Enter the username, e-mail address or user id of a customer account', 320),
});
export type GrantClientAccessRequest = z.infer<typeof GrantClientAccessRequestSchema>;

const accountFields = {
  userId: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  fullName: z.string().nullable(),
  /** What the customer typed about themselves; informative only, it grants nothing. */
  company: z.string().nullable(),
};

export const ClientMemberSchema = z.object({
  ...accountFields,
  grantedAt: NullableIsoDateSchema,
});
export type ClientMember = z.infer<typeof ClientMemberSchema>;

export const ClientAccessRequestSchema = z.object({
  id: z.string(),
  ...accountFields,
  client: z.string(),
  requestedAt: IsoDateSchema,
});
export type ClientAccessRequest = z.infer<typeof ClientAccessRequestSchema>;

/** A client as the admin screen lists it: every name known from projects, grants and requests. */
export const ClientSchema = z.object({
  name: z.string(),
  projectCount: z.number().int(),
  members: z.array(ClientMemberSchema),
  requests: z.array(ClientAccessRequestSchema),
});
export type Client = z.infer<typeof ClientSchema>;

/** The signed-in customer's own access: granted, waiting, or neither; `message` says which. */
export const ClientAccessStatusSchema = z.object({
  client: z.string().nullable(),
  pendingRequest: z.object({ client: z.string(), requestedAt: IsoDateSchema }).nullable(),
  message: z.string(),
});
export type ClientAccessStatus = z.infer<typeof ClientAccessStatusSchema>;

/** Registration answers with the account and what became of the company it named. */
export const RegisterResponseSchema = UserSchema.extend({
  clientAccessStatus: ClientAccessStatusSchema,
});
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;
