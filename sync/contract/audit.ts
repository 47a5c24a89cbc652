import { z } from 'zod';
import { IsoDateSchema } from './common';

/**
 * The security-relevant events Parley keeps in its append-only audit trail. The list
 * is closed on purpose: the admin screen filters by it and a typo must not slip in.
 */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.sign_out',
  'email.verification_sent',
  'email.verified',
  'interview.invitation_sent',
  'interview.opened_by_link',
  'token.created',
  'token.revoked',
  'client_access.requested',
  'client_access.granted',
  'client_access.removed',
  'client_access.declined',
  'transcript.exported',
  'report.exported',
  'user.created',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditActionSchema>;

export const AuditEventSchema = z.object({
  id: z.string(),
  occurredAt: IsoDateSchema,
  action: AuditActionSchema,
  /** Who did it: null for a visitor who is not signed in (a failed sign-in, a link). */
  actorUserId: z.string().nullable(),
  actorUsername: z.string().nullable(),
  /** The client address as the server saw it (after trusted proxies). */
  ip: z.string().nullable(),
  subjectType: z.string().nullable(),
  subjectId: z.string().nullable(),
  /** The client whose data the event concerns, when there is one. */
  client: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;
