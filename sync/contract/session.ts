import { z } from 'zod';
import {
  IdSchema,
  InterviewStatusSchema,
  IsoDateSchema,
  NullableIsoDateSchema,
  QuestionKindSchema,
  QuestionTypeSchema,
  requiredText,
  TranscriptionStatusSchema,
} from './common';
import { TranscriptionAvailabilitySchema } from './system';

/** The expert interview session: `/api/expert/{interviewId}/…`, open to whoever holds the link. */

export const SessionQuestionSchema = z.object({
  id: IdSchema,
  questionText: z.string(),
  questionType: QuestionTypeSchema,
  /**
   * Always sent; absent only in plans cached by older versions, where `questionType`
   * is all there is (questionKindOf in questionKind.ts reads either).
   */
  questionKind: QuestionKindSchema.optional(),
  parentQuestionId: IdSchema.nullable(),
  orderIndex: z.number().int(),
});
export type SessionQuestion = z.infer<typeof SessionQuestionSchema>;

export const PreviousQuestionSchema = z.object({
  questionId: IdSchema,
  question: z.string(),
  questionType: QuestionTypeSchema,
  answer: z.string(),
  /** `pending` with an empty answer: an audio answer whose transcript is on its way. */
  transcriptionStatus: TranscriptionStatusSchema,
});
export type PreviousQuestion = z.infer<typeof PreviousQuestionSchema>;

export const ProgressSchema = z.object({
  answered: z.number().int(),
  total: z.number().int(),
  percentage: z.number().int().min(0).max(100),
});
export type Progress = z.infer<typeof ProgressSchema>;

/** What an offline interview needs to carry on without the network. */
export const SessionInterviewSchema = z.object({
  id: IdSchema,
  client: z.string(),
  projectName: z.string().nullable(),
  expertName: z.string(),
  status: InterviewStatusSchema,
  interviewDurationMinutes: z.number().int(),
  startedAt: NullableIsoDateSchema,
  createdAt: IsoDateSchema,
  completedAt: NullableIsoDateSchema,
  finishedEarlyAt: NullableIsoDateSchema,
  closedAt: NullableIsoDateSchema,
  declinedAt: NullableIsoDateSchema,
  deadlineAt: IsoDateSchema,
  /** Finished early or declined, and the link may still take it up again (POST …/reopen). */
  reopenable: z.boolean(),
});
export type SessionInterview = z.infer<typeof SessionInterviewSchema>;

export const CurrentQuestionResponseSchema = z.object({
  question: SessionQuestionSchema.nullable(),
  previousQuestions: z.array(PreviousQuestionSchema),
  progress: ProgressSchema,
  isComplete: z.boolean(),
  interview: SessionInterviewSchema,
  /** Every unanswered question in interview order, the current one first. */
  remainingQuestions: z.array(SessionQuestionSchema),
  /**
   * Answers still waiting for the server to decide on their AI follow-up question
   * (audio answers waiting for their transcript included). While above 0 a follow-up
   * may still appear, so an interview with no questions left is not done yet.
   */
  awaitingFollowups: z.number().int(),
  /**
   * Whether recorded answers become text on this server; without an engine they are
   * kept and transcribed once one is installed. Absent in plans cached by older versions.
   */
  transcription: TranscriptionAvailabilitySchema.optional(),
});
export type CurrentQuestionResponse = z.infer<typeof CurrentQuestionResponseSchema>;

export const ANSWER_TEXT_REQUIRED = 'Answer cannot be empty';

/** JSON variant. The multipart variant carries the same fields plus a file `audio`. */
export const SubmitAnswerRequestSchema = z.strictObject({
  questionId: requiredText('Question is required', 200),
  answerText: requiredText(ANSWER_TEXT_REQUIRED, 20_000),
  /**
   * The question was answered from another device first and the expert chose to send
   * this answer anyway: it is kept as an addition to the answer the server holds.
   */
  asAddition: z.boolean({ error: 'asAddition must be true or false' }).optional(),
});
export type SubmitAnswerRequest = z.infer<typeof SubmitAnswerRequestSchema>;

/** Multipart fields arrive as strings; with audio attached the text may be left blank. */
export const SubmitAudioAnswerFieldsSchema = z.strictObject({
  questionId: requiredText('Question is required', 200),
  answerText: z
    .string()
    .trim()
    .max(20_000, 'Answer must be 20000 characters or less')
    .optional()
    .transform((value) => value || null),
  /** Multipart's spelling of the JSON flag: the string 'true' or 'false'. */
  asAddition: z
    .enum(['true', 'false'], { error: "asAddition must be 'true' or 'false'" })
    .optional()
    .transform((value) => value === 'true'),
  durationMs: z.coerce
    .number({ error: 'durationMs must be a number' })
    .int()
    .min(0)
    .max(4 * 3600_000)
    .optional(),
});
export type SubmitAudioAnswerFields = z.infer<typeof SubmitAudioAnswerFieldsSchema>;

export const SUPPORTED_AUDIO_TYPES = ['audio/webm', 'audio/mp4', 'audio/ogg', 'audio/wav'] as const;

export const SubmittedAnswerSchema = z.object({
  id: IdSchema,
  questionId: IdSchema,
  answerText: z.string(),
  transcriptionStatus: TranscriptionStatusSchema,
  hasAudio: z.boolean(),
  createdAt: IsoDateSchema,
});

export const SubmitAnswerResponseSchema = z.object({
  answer: SubmittedAnswerSchema,
  progress: ProgressSchema,
  isComplete: z.boolean(),
});
export type SubmitAnswerResponse = z.infer<typeof SubmitAnswerResponseSchema>;

/** An answer given on a second device after the question was answered on another one. */
export const AnswerAdditionSchema = z.object({
  id: IdSchema,
  answerId: IdSchema,
  questionId: IdSchema,
  text: z.string(),
  /** What speech recognition heard; null for a typed addition. */
  transcript: z.string().nullable(),
  transcriptionStatus: TranscriptionStatusSchema,
  hasAudio: z.boolean(),
  createdAt: IsoDateSchema,
});
export type AnswerAddition = z.infer<typeof AnswerAdditionSchema>;

/** What `asAddition` answers: the addition, kept beside the answer already held. */
export const SubmitAdditionResponseSchema = z.object({ addition: AnswerAdditionSchema });
export type SubmitAdditionResponse = z.infer<typeof SubmitAdditionResponseSchema>;

export const SubmitAnswerOrAdditionResponseSchema = z.union([
  SubmitAnswerResponseSchema,
  SubmitAdditionResponseSchema,
]);

export const FinishInterviewResponseSchema = z.object({
  interview: SessionInterviewSchema,
});
export type FinishInterviewResponse = z.infer<typeof FinishInterviewResponseSchema>;

/** `/transcribe` answers text/plain; this names the body for the typed client. */
export const TranscriptSchema = z.string();
