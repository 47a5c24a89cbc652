import { z } from 'zod';

export const ROLES = ['admin', 'customer', 'expert'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/**
 * Parley stores `in_progress`. The spec's views also use `active` for the same state,
 * so reads accept both and writes normalise to `in_progress`.
 */
export const INTERVIEW_STATUSES = [
  'pending',
  'in_progress',
  'completed',
  // Ended without being completed: by the expert from the link, or by an admin
  // (see interviewLifecycle.ts).
  'declined',
  'closed',
] as const;
export const InterviewStatusSchema = z.enum(INTERVIEW_STATUSES);
export type InterviewStatus = z.infer<typeof InterviewStatusSchema>;
export const InterviewStatusInputSchema = z
  .enum(['pending', 'active', 'in_progress', 'completed'], {
    error: 'Status must be pending, in_progress or completed',
  })
  .transform((status): InterviewStatus => (status === 'active' ? 'in_progress' : status));
export function isInProgress(status: string): boolean {
  return status === 'in_progress' || status === 'active';
}

export const QuestionTypeSchema = z.enum(['base', 'followup']);
export type QuestionType = z.infer<typeof QuestionTypeSchema>;

/**
 * What a question is for, as the expert is shown it: a base question, an AI follow-up,
 * or a check of what speech recognition heard (stored as a follow-up, see
 * api/ai/followups/transcriptCheck.ts).
 */
export const QuestionKindSchema = z.enum(['base', 'followup', 'check']);
export type QuestionKind = z.infer<typeof QuestionKindSchema>;

export const TranscriptionStatusSchema = z.enum(['none', 'pending', 'done', 'failed']);
export type TranscriptionStatus = z.infer<typeof TranscriptionStatusSchema>;

export { SKIPPED_ANSWER } from './skippedAnswer';

/** Timestamps cross the wire as ISO 8601 strings. */
export const IsoDateSchema = z.string();
export const NullableIsoDateSchema = IsoDateSchema.nullable();

export const IdSchema = z.string().trim().min(1).max(200);

/** A required, trimmed, non-blank string whose every failure reads as `message`. */
export function requiredText(message: string, max = 5000) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be ${max} characters or less`);
}

/** A list's or a dashboard's optional filter in a query string: absent or blank means none (null). */
export const OptionalFilterSchema = z
  .string({ error: 'Filters must be text' })
  .trim()
  .max(200, 'Filters must be 200 characters or less')
  .optional()
  .transform((value) => value || null);

/** An optional free-text field: blank becomes null so the database never stores "". */
export function optionalText(max = 5000) {
  return z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `Must be ${max} characters or less`)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** An e-mail as typed by a person: trimmed and lower-cased before it is compared. */
export function emailAddress(message: string) {
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: message }).max(320, message));
}

/** Booleans arrive as JSON booleans or as multipart strings. */
export const BooleanInputSchema = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((value) => value === 'true'),
]);
