import { z } from 'zod';
import { IdSchema, IsoDateSchema, optionalText, requiredText } from './common';
import { isProjectId, PROJECT_ID_LIKE_NAME } from './projectIds';

export const MAX_BASE_QUESTIONS = 50;
/** The customer form allows up to 10 (spec section 9); the employee form is not capped there. */
export const MAX_CUSTOMER_BASE_QUESTIONS = 10;

export const BaseQuestionsSchema = z
  .array(requiredText('Question cannot be empty', 1000), {
    error: 'At least one question is required',
  })
  .min(1, 'At least one question is required')
  .max(MAX_BASE_QUESTIONS, `At most ${MAX_BASE_QUESTIONS} questions`);

const projectFields = {
  name: requiredText('Project name is required', 200),
  description: optionalText(5000),
  client: requiredText('Client is required', 200).refine(
    (client) => !isProjectId(client),
    PROJECT_ID_LIKE_NAME,
  ),
  baseQuestions: BaseQuestionsSchema,
  projectGoal: optionalText(5000),
  expertProfile: optionalText(5000),
  numberOfExperts: optionalText(50),
  timeline: optionalText(50),
  interviewDurationMinutes: z
    .number({ error: 'Interview duration must be a whole number of minutes' })
    .int('Interview duration must be a whole number of minutes')
    .min(5, 'Interview duration must be at least 5 minutes')
    .max(240, 'Interview duration must be 240 minutes or less')
    .optional(),
  maxFollowupsPerQuestion: z
    .number({ error: 'Follow-ups per question must be a number' })
    .int()
    .min(0, 'Follow-ups per question cannot be negative')
    .max(5, 'At most 5 follow-ups per question')
    .optional(),
};

/**
 * One schema for both variants of the project dialog. For customers the server sets
 * `client` from their account, so they may omit it (the customer form has no field).
 */
export const CreateProjectRequestSchema = z.strictObject({
  ...projectFields,
  client: projectFields.client.optional(),
});
export type CreateProjectRequest = z.infer<typeof CreateProjectRequestSchema>;

export const UpdateProjectRequestSchema = z
  .strictObject(projectFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to update');
export type UpdateProjectRequest = z.infer<typeof UpdateProjectRequestSchema>;

export const ProjectSchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: z.string().nullable(),
  client: z.string(),
  projectGoal: z.string().nullable(),
  expertProfile: z.string().nullable(),
  numberOfExperts: z.string().nullable(),
  timeline: z.string().nullable(),
  interviewDurationMinutes: z.number().int(),
  baseQuestions: z.array(z.string()),
  maxFollowupsPerQuestion: z.number().int(),
  createdAt: IsoDateSchema,
  interviewCount: z.number().int(),
  completedInterviewCount: z.number().int(),
});
export type Project = z.infer<typeof ProjectSchema>;
export const ProjectListSchema = z.array(ProjectSchema);

/** The customer project form's choices (spec sections 5 and 9). */
export const NUMBER_OF_EXPERTS_OPTIONS = ['5-10', '11-25', '26-50', '51-100', '100+'] as const;
export const TIMELINE_OPTIONS = ['1-2 weeks', '3-4 weeks', '1-2 months', '3+ months'] as const;
export const CUSTOMER_INTERVIEW_DURATION_OPTIONS = [15, 20, 30, 45, 60] as const;

const isBlank = (input: unknown) => input === undefined || input === null || input === '';

/** One of a form's fixed options: "required" when nothing was chosen, the list otherwise. */
function requiredChoice<const T extends readonly [string, ...string[]]>(options: T, label: string) {
  return z.enum(options, {
    error: (issue) =>
      isBlank(issue.input)
        ? `${label} is required`
        : `${label} must be one of ${options.join(', ')}`,
  });
}

const customerInterviewDuration = z
  .number({
    error: (issue) =>
      isBlank(issue.input)
        ? 'Interview duration is required'
        : 'Interview duration must be a whole number of minutes',
  })
  .refine(
    (minutes) => (CUSTOMER_INTERVIEW_DURATION_OPTIONS as readonly number[]).includes(minutes),
    `Interview duration must be one of ${CUSTOMER_INTERVIEW_DURATION_OPTIONS.join(', ')} minutes`,
  );

/**
 * The customer variant of the project dialog: the research brief is required and
 * the choices are the form's fixed options. `client` is optional because the server
 * takes it from the customer's account; sending another client is refused.
 */
const customerProjectFields = {
  name: projectFields.name,
  description: projectFields.description,
  client: projectFields.client.optional(),
  baseQuestions: BaseQuestionsSchema.max(
    MAX_CUSTOMER_BASE_QUESTIONS,
    `At most ${MAX_CUSTOMER_BASE_QUESTIONS} questions`,
  ),
  projectGoal: requiredText('Project goal is required', 5000),
  expertProfile: requiredText('Expert profile is required', 5000),
  numberOfExperts: requiredChoice(NUMBER_OF_EXPERTS_OPTIONS, 'Number of experts'),
  timeline: requiredChoice(TIMELINE_OPTIONS, 'Timeline'),
  interviewDurationMinutes: customerInterviewDuration,
};

export const CustomerCreateProjectRequestSchema = z.strictObject(customerProjectFields);
export type CustomerCreateProjectRequest = z.infer<typeof CustomerCreateProjectRequestSchema>;

export const CustomerUpdateProjectRequestSchema = z
  .strictObject(customerProjectFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to update');
export type CustomerUpdateProjectRequest = z.infer<typeof CustomerUpdateProjectRequestSchema>;

/**
 * `GET /api/projects/:id/companies`: a company the project's experts come from, as its
 * interviews spell it (the transcripts' company filter takes it as `company`), A to Z.
 */
export const ProjectCompanySchema = z.string().meta({ description: 'A company name' });
