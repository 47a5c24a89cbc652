import { z } from 'zod';
import {
  emailAddress,
  IdSchema,
  InterviewStatusInputSchema,
  InterviewStatusSchema,
  IsoDateSchema,
  NullableIsoDateSchema,
  requiredText,
} from './common';
import { PageQuerySchema } from './pagination';

export const INTERVIEW_DURATION_OPTIONS = [15, 20, 30, 45, 60, 90, 120] as const;
export const MIN_INTERVIEW_MINUTES = 15;
export const MAX_INTERVIEW_MINUTES = 120;

export const CreateInterviewRequestSchema = z.strictObject({
  projectId: requiredText('Project is required', 200),
  expertName: requiredText('Expert name is required', 200),
  expertEmail: emailAddress('Valid email is required'),
  company: requiredText('Company is required', 200),
  /** The expert's own role or title, shown with their answers (e.g. 'CFO'). */
  expertTitle: z
    .string()
    .trim()
    .max(200, 'Role must be 200 characters or less')
    .optional()
    .transform((value) => value || null),
  client: requiredText('Client is required', 200),
  /** When the link stops working; DEFAULT_INTERVIEW_OPEN_DAYS after creation if left out. */
  deadlineAt: z.iso
    .datetime({ offset: true, error: 'Deadline must be a date and time' })
    .optional()
    .refine((value) => !value || Date.parse(value) > Date.now(), 'Deadline must be in the future'),
  interviewDurationMinutes: z
    .number({ error: 'Interview duration must be between 15 and 120 minutes' })
    .int('Interview duration must be between 15 and 120 minutes')
    .min(MIN_INTERVIEW_MINUTES, 'Interview duration must be between 15 and 120 minutes')
    .max(MAX_INTERVIEW_MINUTES, 'Interview duration must be between 15 and 120 minutes')
    .default(30),
  // The spec's dialog sends these; the server derives the real counts from the
  // project's questions, so they are accepted and checked but not trusted.
  totalQuestions: z.number().int().min(0).max(1000).optional(),
  answeredQuestions: z.number().int().min(0).max(1000).optional(),
  status: InterviewStatusInputSchema.default('pending'),
  compensation: z
    .number({ error: 'Compensation must be a number' })
    .int('Compensation must be whole dollars')
    .min(0, 'Compensation cannot be negative')
    .max(100_000, 'Compensation is too large')
    .optional(),
});
export type CreateInterviewRequest = z.input<typeof CreateInterviewRequestSchema>;

export const RecentAnswerSchema = z.object({
  questionText: z.string(),
  answerText: z.string(),
});

/**
 * Up to RECENT_ANSWERS_SHOWN (api/presenters/interview.ts) of an interview's answers with
 * their questions' texts. Most of a list page's bytes when carried, and no screen reads them
 * from a list, so the lists leave them out unless `include=recentAnswers` asks.
 */
const RECENT_ANSWERS_DESCRIPTION =
  "The interview's latest answers with their questions, newest first, skipped ones left out, at most 3. Always present on a single interview (GET /api/interviews/{interviewId}, create, close); on a list item only when the request has include=recentAnswers.";

/** An interview in a list: `recentAnswers` only with `include=recentAnswers`. */
export const InterviewSchema = z.object({
  id: IdSchema,
  projectId: IdSchema,
  projectName: z.string().nullable(),
  expertName: z.string(),
  expertEmail: z.string(),
  company: z.string(),
  expertTitle: z.string().nullable(),
  client: z.string(),
  status: InterviewStatusSchema,
  totalQuestions: z.number().int(),
  answeredQuestions: z.number().int(),
  interviewDurationMinutes: z.number().int(),
  compensation: z.number(),
  startedAt: NullableIsoDateSchema,
  createdAt: IsoDateSchema,
  completedAt: NullableIsoDateSchema,
  finishedEarlyAt: NullableIsoDateSchema,
  closedAt: NullableIsoDateSchema,
  declinedAt: NullableIsoDateSchema,
  deadlineAt: IsoDateSchema,
  /** Started to finished (or closed), whole minutes; null until it has ended. */
  actualDurationMinutes: z.number().int().nullable(),
  recentAnswers: z
    .array(RecentAnswerSchema)
    .optional()
    .meta({ description: RECENT_ANSWERS_DESCRIPTION }),
});
/** An interview as the lists give it: `recentAnswers` only when asked for. */
export type Interview = z.infer<typeof InterviewSchema>;

/** One interview (read, created or closed): always with its recent answers. */
export const InterviewDetailSchema = InterviewSchema.extend({
  recentAnswers: z.array(RecentAnswerSchema).meta({ description: RECENT_ANSWERS_DESCRIPTION }),
});
export type InterviewDetail = z.infer<typeof InterviewDetailSchema>;
export const InterviewListSchema = z.array(InterviewSchema);

const INCLUDE_MESSAGE = 'include may only be recentAnswers';

/**
 * `include` on the interview lists: what to add to each item beyond its own fields. Only
 * `recentAnswers` for now; anything else is a 400, so a typo is not silently ignored.
 */
export const InterviewIncludeSchema = z
  .enum(['recentAnswers'], { error: INCLUDE_MESSAGE })
  .optional()
  .meta({
    description:
      "recentAnswers: give each interview its latest answers (up to 3, newest first, with their questions' texts). Left out by default: they are most of a page's size.",
  });
export type InterviewInclude = z.output<typeof InterviewIncludeSchema>;

/** A client's and an expert's interview lists: paging, and `include`. */
export const InterviewPageQuerySchema = PageQuerySchema.extend({
  include: InterviewIncludeSchema,
});

/** The longest `q` GET /api/interviews takes (the Transcripts tab's search box holds no more). */
export const SEARCH_MAX_LENGTH = 200;

/**
 * `GET /api/interviews`: paged, and optionally one project's only, the completed ones
 * only, one company's only, or those whose expert or company contains some text.
 */
export const InterviewListQuerySchema = InterviewPageQuerySchema.extend({
  projectId: IdSchema.optional(),
  status: z
    .enum(['completed'], { error: 'status may only be completed' })
    .optional()
    .meta({ description: 'completed: only completed interviews, last finished first.' }),
  company: z
    .string({ error: 'company must be text' })
    .trim()
    .min(1, 'company must not be blank')
    .max(200, 'company must be 200 characters or less')
    .optional()
    .meta({ description: 'Only interviews with experts from this company (its exact name).' }),
  q: z
    .string({ error: 'q must be text' })
    .trim()
    .max(SEARCH_MAX_LENGTH, `q must be ${SEARCH_MAX_LENGTH} characters or less`)
    .optional()
    .transform((value) => value || undefined)
    .meta({
      description:
        "Only interviews whose expert's name or company contains this text, ignoring case; blank: every interview.",
    }),
});

/** What an expert is paid for one interview unless the interview says otherwise (spec section 9). */
export const DEFAULT_INTERVIEW_COMPENSATION = 150;
