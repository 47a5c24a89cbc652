import { z } from 'zod';
import { IdSchema, IsoDateSchema, NullableIsoDateSchema } from './common';
import { InterviewDetailSchema } from './interviews';

/** Verified e-mail addresses and the mail outbox (`/api/email-verification*`, `/api/mail-outbox`). */

/** How long a verification link works, and how soon another may be asked for. */
export const EMAIL_VERIFICATION_VALID_HOURS = 24;
export const EMAIL_VERIFICATION_RESEND_SECONDS = 60;
/**
 * Confirmation links one address may receive in an hour, whoever asks: signing up
 * again and again with someone else's address must not flood their mailbox.
 */
export const EMAIL_VERIFICATION_LINKS_PER_ADDRESS_PER_HOUR = 5;

export const ConfirmEmailRequestSchema = z.strictObject({
  token: z
    .string({ error: 'The verification link is incomplete' })
    .trim()
    .min(20, 'The verification link is incomplete')
    .max(200, 'The verification link is not a Parley link'),
});
export type ConfirmEmailRequest = z.infer<typeof ConfirmEmailRequestSchema>;

export const ConfirmEmailResponseSchema = z.object({
  email: z.string(),
  verifiedAt: IsoDateSchema,
});
export type ConfirmEmailResponse = z.infer<typeof ConfirmEmailResponseSchema>;

/**
 * Why a verification link did not work (`X-Error-Code`); the app shows the server's
 * message, which says what to do next.
 */
export const EMAIL_VERIFICATION_FAILURES = [
  'verification_link_unknown',
  'verification_link_expired',
  'verification_link_used',
  'verification_link_replaced',
  'email_verified_elsewhere',
] as const;
export type EmailVerificationFailure = (typeof EMAIL_VERIFICATION_FAILURES)[number];

export const EmailVerificationStatusSchema = z.object({
  email: z.string().nullable(),
  verified: z.boolean(),
  verifiedAt: NullableIsoDateSchema,
  /** When the newest link was sent, so the app can say so. */
  lastSentAt: NullableIsoDateSchema,
});
export type EmailVerificationStatus = z.infer<typeof EmailVerificationStatusSchema>;

export const EmailVerificationSentSchema = z.object({
  sentTo: z.string(),
  expiresAt: IsoDateSchema,
});
export type EmailVerificationSent = z.infer<typeof EmailVerificationSentSchema>;

export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'outbox_only'] as const;
export const MailStatusSchema = z.enum(MAIL_STATUSES);
export type MailStatus = z.infer<typeof MailStatusSchema>;

export const MailKindSchema = z.enum(['verification', 'invitation']);
export type MailKind = z.infer<typeof MailKindSchema>;

export const OutboxMessageSchema = z.object({
  id: IdSchema,
  kind: MailKindSchema,
  recipient: z.string(),
  subject: z.string(),
  textBody: z.string(),
  htmlBody: z.string(),
  status: MailStatusSchema,
  /** The SMTP server's answer when delivery failed. */
  error: z.string().nullable(),
  createdAt: IsoDateSchema,
  deliveredAt: NullableIsoDateSchema,
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

/**
 * A page of the outbox, newest first. It keeps the first version's object (the messages
 * beside whether mail is delivered), so its next page's cursor rides in it too.
 */
export const OutboxListSchema = z.object({
  messages: z.array(OutboxMessageSchema),
  /** false: no SMTP_URL, so messages are only kept here and in the server log. */
  smtpConfigured: z.boolean(),
  /** Pass as `cursor` for the older messages; null when these are the oldest. */
  nextCursor: z.string().nullable(),
});
export type OutboxList = z.infer<typeof OutboxListSchema>;

/** How the invitation for a new interview left: by SMTP, or kept in the local outbox. */
export const InvitationDeliverySchema = z.enum(['smtp', 'outbox']);
export type InvitationDelivery = z.infer<typeof InvitationDeliverySchema>;

export const CreateInterviewResponseSchema = InterviewDetailSchema.extend({
  invitation: z.object({ sentTo: z.string(), delivery: InvitationDeliverySchema }),
});
export type CreateInterviewResponse = z.infer<typeof CreateInterviewResponseSchema>;
