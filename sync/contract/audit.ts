import { z } from 'zod';
import { IsoDateSchema, OptionalFilterSchema } from './common';
import { PAGE_DEFAULT, PageCursorSchema, PageLimitSchema } from './pagination';

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
  'interview.closed',
  'interview.declined',
  'interview.reopened',
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

// ---------------------------------------------------------------- reading the trail

/**
 * One action, several repeated (`action=a&action=b`) or comma-separated (`action=a,b`):
 * a browser form repeats the name, the app's fetch client joins with commas.
 */
const AuditActionsFilterSchema = z
  .union([z.string(), z.array(z.string())], { error: 'action must be text' })
  .optional()
  .transform((value) =>
    [value ?? []]
      .flat()
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(z.enum(AUDIT_ACTIONS, { error: `action must be one of ${AUDIT_ACTIONS.join(', ')}` })),
  );

/** A point in time: an ISO 8601 date-time with its offset (`…Z`, `…+02:00`) or a UTC date. */
const AuditTimeSchema = (name: string) =>
  z
    .string({ error: `${name} must be a date` })
    .trim()
    .optional()
    .transform((value) => value || null)
    .pipe(
      z
        .union([z.iso.datetime({ offset: true }), z.iso.date()], {
          error: `${name} must be an ISO 8601 date or date-time, e.g. 2026-11-25 or 2026-11-25T09:00:00Z`,
        })
        .transform((value) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value))
        .nullable(),
    );

/** The filters of the list and of its CSV: every given filter must match (AND). */
export const AuditEventFilterSchema = z.strictObject({
  action: AuditActionsFilterSchema,
  /** A username (any case) or a user id. */
  actor: OptionalFilterSchema,
  client: OptionalFilterSchema,
  /** The subject's id (an interview id, a client name, a token id…). */
  subject: OptionalFilterSchema,
  /** The client address exactly as recorded. */
  address: OptionalFilterSchema,
  /** Inclusive. */
  from: AuditTimeSchema('from'),
  /** Exclusive, so consecutive ranges never count an event twice. */
  to: AuditTimeSchema('to'),
});

const refineRange = <T extends { from: Date | null; to: Date | null }>(
  query: T,
  ctx: z.RefinementCtx,
) => {
  if (query.from && query.to && query.from >= query.to) {
    ctx.addIssue({ code: 'custom', message: 'from must be before to', path: ['from'] });
  }
};

export const AuditEventCsvQuerySchema = AuditEventFilterSchema.superRefine(refineRange);
export type AuditEventCsvQuery = z.input<typeof AuditEventCsvQuerySchema>;

/**
 * `GET /api/audit-events`: newest first, a page at a time. `cursor` is the previous
 * page's `nextCursor`; paging is keyset on (occurred_at, id), so events recorded while
 * someone pages never shift or repeat what they read.
 */
export const AuditEventQuerySchema = AuditEventFilterSchema.extend({
  // The same limit as every paged list (./pagination), the default filled in here.
  limit: PageLimitSchema.transform((value) => value ?? PAGE_DEFAULT),
  // The same cursor as every paged list, so a bad one is refused in its own name.
  cursor: PageCursorSchema.transform((value) => value ?? null),
}).superRefine(refineRange);
export type AuditEventQuery = z.input<typeof AuditEventQuerySchema>;
export type AuditEventFilters = z.output<typeof AuditEventFilterSchema>;

export const AuditEventPageSchema = z.object({
  events: z.array(AuditEventSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditEventPage = z.infer<typeof AuditEventPageSchema>;

/** `GET /api/audit-events.csv`: text/csv, sent as a file download. */
export const AuditEventCsvSchema = z.string();

/** `GET /api/interviews/:interviewId/transcript.md`: text/markdown, an audited download. */
export const TranscriptMarkdownSchema = z.string();
