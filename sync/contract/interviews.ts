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
  /** Newest first, skips left out; what dashboards preview. */
  recentAnswers: z.array(RecentAnswerSchema),
});
export type Interview = z.infer<typeof InterviewSchema>;
export const InterviewListSchema = z.array(InterviewSchema);

/** `GET /api/interviews`: paged, and optionally one project's only, or the completed ones only. */
export const InterviewListQuerySchema = PageQuerySchema.extend({
  projectId: IdSchema.optional(),
  status: z
    .enum(['completed'], { error: 'status may only be completed' })
    .optional()
    .meta({ description: 'completed: only completed interviews, last finished first.' }),
});

/** What an expert is paid for one interview unless the interview says otherwise (spec section 9). */
export const DEFAULT_INTERVIEW_COMPENSATION = 150;
