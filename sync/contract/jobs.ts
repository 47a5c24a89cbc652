import { z } from 'zod';
import { PageQuerySchema, pageSchema } from './pagination';

/** The kinds of background work, one pg-boss queue each (api/jobs/). */
export const JOB_KINDS = [
  'transcribe',
  'followup',
  'embed',
  'mail',
  'analysis',
  'dashboard-refresh',
] as const;
export const JobKindSchema = z.enum(JOB_KINDS);
export type JobKind = z.infer<typeof JobKindSchema>;

/**
 * GET /api/admin/jobs?state=failed: only the dead-letter list is asked for today. Paged
 * like every list (./pagination); without limit or cursor the answer keeps its first
 * shape, `{ jobs }`, capped at PAGE_MAX with the next cursor in the headers.
 */
export const JobListQuerySchema = PageQuerySchema.extend({
  state: z.enum(['failed']).default('failed'),
});
export type JobListQuery = z.infer<typeof JobListQuerySchema>;

/**
 * A job that used up its retries: what it was for, how often it ran, why it failed. What
 * it was for is one field per kind of subject, each null unless the job's payload names
 * one; a sweep names none.
 */
export const FailedJobSchema = z.object({
  id: z.string(),
  kind: JobKindSchema,
  /** The answer it was for (transcribe, followup); null for an addition, a sweep, mail or an analysis. */
  answerId: z.string().nullable(),
  /** The answer addition whose recording it transcribes (transcribe); null for the other jobs. */
  additionId: z.string().nullable(),
  /** The `mail_outbox` message it delivers (mail); null for the other kinds. */
  mailId: z.string().nullable(),
  /** The custom analysis it computes (analysis); null for the other kinds. */
  analysisId: z.string().nullable(),
  /** The interview of that answer or addition, when it still exists. */
  interviewId: z.string().nullable(),
  /** Runs so far, the first one included. */
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** When the last attempt failed (ISO). */
  failedAt: z.string().nullable(),
});
export type FailedJob = z.infer<typeof FailedJobSchema>;

export const FailedJobListSchema = z.object({ jobs: z.array(FailedJobSchema) });
export type FailedJobList = z.infer<typeof FailedJobListSchema>;

/** A page when limit or cursor was sent, else the first shape, `{ jobs }`. */
export const FailedJobListOrPageSchema = z.union([
  pageSchema(FailedJobSchema),
  FailedJobListSchema,
]);

export const JobIdParamsSchema = z.object({ id: z.string() });

/** POST /api/admin/jobs/:id/retry: the job is queued again, its attempts counted afresh. */
export const RetriedJobSchema = z.object({ id: z.string(), kind: JobKindSchema });
export type RetriedJob = z.infer<typeof RetriedJobSchema>;
