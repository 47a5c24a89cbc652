import { z } from 'zod';
import { IdSchema, IsoDateSchema, OptionalFilterSchema, TranscriptionStatusSchema } from './common';
import { CitationSchema } from './customer';
import { InterviewDetailSchema } from './interviews';
import { PAGE_MAX, PageQuerySchema, pageSchema } from './pagination';
import { AnswerAdditionSchema, SessionQuestionSchema } from './session';

/**
 * The figures behind the client, project and employee dashboards (issue 5). Every
 * figure is computed from stored answers and carries what it was computed from
 * (counts, answer ids) and a one-line explanation the app shows beside it.
 */

// ---------------------------------------------------------------- response quality

export const QUALITY_REASON_CODES = [
  // One answer.
  'skipped',
  'very_short',
  'no_specifics',
  'vague',
  'transcript_pending',
  'transcription_failed',
  'empty_transcript',
  'sparse_transcript',
  'low_confidence_transcript',
  'garbled_transcript',
  // One interview.
  'no_answers',
  'skips',
  'high_skip_rate',
  'short_median',
  'vague_answers',
  'low_quality_transcripts',
] as const;
export const QualityReasonCodeSchema = z.enum(QUALITY_REASON_CODES);
export type QualityReasonCode = z.infer<typeof QualityReasonCodeSchema>;

export const QualityReasonSchema = z.object({
  code: QualityReasonCodeSchema,
  /** A sentence the app can show as is. */
  message: z.string(),
  /** This reason alone puts the interview up for review before payment. */
  flagsForReview: z.boolean(),
});
export type QualityReason = z.infer<typeof QualityReasonSchema>;

const QualityScoreSchema = z.number().int().min(0).max(100);

export const AnswerQualitySchema = z.object({
  /** 0-100; null while an audio-only answer waits for its transcript. */
  score: QualityScoreSchema.nullable(),
  /** Words in the answer text (skipped: 0). */
  words: z.number().int(),
  reasons: z.array(QualityReasonSchema),
});
export type AnswerQuality = z.infer<typeof AnswerQualitySchema>;

export const InterviewQualitySchema = z.object({
  /** Mean of the scored answers (a skip counts 0); null before any answer. */
  score: QualityScoreSchema.nullable(),
  /** Low-quality responses are reviewed before the expert is paid (spec section 1). */
  flaggedForReview: z.boolean(),
  reasons: z.array(QualityReasonSchema),
  /** Answers stored so far, skips included. */
  answers: z.number().int(),
});
export type InterviewQuality = z.infer<typeof InterviewQualitySchema>;

export const InterviewQualitySummarySchema = InterviewQualitySchema.pick({
  score: true,
  flaggedForReview: true,
});
export type InterviewQualitySummary = z.infer<typeof InterviewQualitySummarySchema>;

/**
 * `GET /api/interviews/quality` without `limit` or `cursor`: interview id → its quality, for
 * up to PAGE_MAX interviews (the rest as a `Link: rel="next"`), as the lists that show a badge read it.
 */
export const InterviewQualityMapSchema = z.record(z.string(), InterviewQualitySummarySchema);
export type InterviewQualityMap = z.infer<typeof InterviewQualityMapSchema>;

/** One interview's quality in a page of them (`limit` or `cursor` given). */
export const InterviewQualityItemSchema = InterviewQualitySummarySchema.extend({
  interviewId: IdSchema,
});
export type InterviewQualityItem = z.infer<typeof InterviewQualityItemSchema>;

/** `GET /api/interviews/quality`'s answer: a page with `limit` or `cursor`, else the map. */
export const InterviewQualityListOrPageSchema = z.union([
  pageSchema(InterviewQualityItemSchema),
  InterviewQualityMapSchema,
]);

const IDS_MESSAGE = `ids must name 1 to ${PAGE_MAX} interviews, separated by commas`;

/**
 * The interviews on screen, comma-separated or repeated (`ids=a,b` or `ids=a&ids=b`): a
 * list asks for the badges of the rows it shows, so the work follows the page, not the data.
 */
const InterviewIdsSchema = z
  .union([z.string(), z.array(z.string())], { error: IDS_MESSAGE })
  .optional()
  .transform((value) =>
    value === undefined
      ? null
      : [value]
          .flat()
          .flatMap((part) => part.split(','))
          .map((part) => part.trim())
          .filter(Boolean),
  )
  .pipe(z.array(IdSchema).min(1, IDS_MESSAGE).max(PAGE_MAX, IDS_MESSAGE).nullable())
  .meta({ description: `Only these interviews, 1 to ${PAGE_MAX}, comma-separated.` });

export const InterviewQualityQuerySchema = PageQuerySchema.extend({
  /** Only this client's interviews (a customer may name only their own). */
  client: OptionalFilterSchema,
  /** Only this project's interviews. */
  projectId: OptionalFilterSchema,
  ids: InterviewIdsSchema,
});
export type InterviewQualityQuery = z.input<typeof InterviewQualityQuerySchema>;

// ---------------------------------------------------------------- transcript

export const TranscriptAnswerSchema = z.object({
  id: IdSchema,
  answerText: z.string(),
  /** What speech recognition heard; null for typed answers. */
  transcript: z.string().nullable(),
  transcriptionStatus: TranscriptionStatusSchema,
  hasAudio: z.boolean(),
  durationMs: z.number().int().nullable(),
  /** 0-1, how sure speech recognition was of `transcript`; null when unknown or typed. */
  transcriptConfidence: z.number().min(0).max(1).nullable(),
  createdAt: IsoDateSchema,
  quality: AnswerQualitySchema,
  /** Answers sent from another device after this one was stored, oldest first. */
  additions: z.array(AnswerAdditionSchema),
});
export type TranscriptAnswer = z.infer<typeof TranscriptAnswerSchema>;

export const TranscriptQuestionSchema = SessionQuestionSchema.extend({
  answer: TranscriptAnswerSchema.nullable(),
});
export type TranscriptQuestion = z.infer<typeof TranscriptQuestionSchema>;

export const InterviewTranscriptSchema = z.object({
  interview: InterviewDetailSchema,
  /** In interview order, follow-ups right after the question they follow. */
  questions: z.array(TranscriptQuestionSchema),
  quality: InterviewQualitySchema,
});
export type InterviewTranscript = z.infer<typeof InterviewTranscriptSchema>;

// ---------------------------------------------------------------- client dashboard

/** The client dashboard's company and topic filters; absent or blank means "All". */
export const DashboardQuerySchema = z.strictObject({
  company: OptionalFilterSchema,
  topic: OptionalFilterSchema,
});
export type DashboardQuery = z.input<typeof DashboardQuerySchema>;

/**
 * The client report's file formats: Markdown (diffs, pastes into e-mails) and a
 * self-contained HTML document a client can forward or print to PDF.
 */
export const REPORT_FORMATS = ['markdown', 'html'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The dashboard's filters, and the format of the file; Markdown when not given. */
export const ReportQuerySchema = DashboardQuerySchema.extend({
  format: z
    .enum(REPORT_FORMATS, { error: 'The report format must be markdown or html' })
    .default('markdown'),
});
export type ReportQuery = z.input<typeof ReportQuerySchema>;

export const CompletionFigureSchema = z.object({
  completed: z.number().int(),
  total: z.number().int(),
  /** Whole percent; 0 without interviews. */
  percent: z.number().int(),
  explanation: z.string(),
});

export const QUALITY_FIGURE_KEYS = [
  'answerCompleteness',
  'specificity',
  'transcriptQuality',
] as const;

export const QualityFigureSchema = z.object({
  key: z.enum(QUALITY_FIGURE_KEYS),
  label: z.string(),
  /** numerator / denominator in whole percent; null when the denominator is 0. */
  percent: z.number().int().nullable(),
  numerator: z.number().int(),
  denominator: z.number().int(),
  explanation: z.string(),
});
export type QualityFigure = z.infer<typeof QualityFigureSchema>;

export const TopicFigureSchema = z.object({
  label: z.string(),
  /**
   * How many answers are about the topic: those its topic filter keeps. Read them with
   * `GET /api/search?client=…&topic=…`; the dashboard lists no ids, so its size does not
   * grow with the answers.
   */
  answers: z.number().int(),
  /**
   * How many companies those answers come from. The client report names them; the
   * dashboard shows none, and at 50,000 answers the names were two thirds of its body.
   */
  companyCount: z.number().int(),
});
export type TopicFigure = z.infer<typeof TopicFigureSchema>;

const SplitSchema = z.object({
  positive: z.number().int(),
  neutral: z.number().int(),
  negative: z.number().int(),
});

export const SentimentFigureSchema = SplitSchema.extend({
  answers: z.number().int(),
  /** Whole percent summing to 100 (all 0 without answers). */
  percentages: SplitSchema,
  explanation: z.string(),
});

/** One row of Recent Interview Responses: a completed interview and its newest answer in scope. */
export const RecentResponseSchema = z.object({
  interviewId: IdSchema,
  expertName: z.string(),
  company: z.string(),
  /** When the interview was completed (its creation time if that was never stored). */
  completedAt: IsoDateSchema,
  answer: z.object({ id: IdSchema, questionText: z.string(), answerText: z.string() }),
});
export type RecentResponse = z.infer<typeof RecentResponseSchema>;

export const ClientDashboardSchema = z.object({
  client: z.string(),
  filters: z.object({ company: z.string().nullable(), topic: z.string().nullable() }),
  /** Every company the client's experts come from: the company filter's options. */
  companies: z.array(z.string()),
  /** When the figures were computed from the stored answers (kept until the data changes). */
  computedAt: IsoDateSchema,
  completion: CompletionFigureSchema,
  /** Answer completeness, specificity, transcript quality, in that order. */
  responseQuality: z.array(QualityFigureSchema),
  topics: z.object({
    /** The most discussed topics, most answers first (at most 4). */
    items: z.array(TopicFigureSchema),
    /** Answers considered (skips left out). */
    answers: z.number().int(),
    explanation: z.string(),
  }),
  sentiment: SentimentFigureSchema,
  /** Up to 5 completed interviews in scope, newest first; with a topic, answers about it only. */
  recentResponses: z.array(RecentResponseSchema),
});
export type ClientDashboard = z.infer<typeof ClientDashboardSchema>;

/** `GET /api/customer/:client/report`: a Markdown file, or an HTML one with `format=html`. */
export const CustomerReportSchema = z.string();

// ---------------------------------------------------------------- project summary

/** Regenerating takes no input; an empty body (or none) is the only valid one. */
export const RegenerateProjectSummaryRequestSchema = z.strictObject({});

/** A figure an expert gives (`figure`), inside the clause it stands in (`quote`); both verbatim. */
export const FigureCitationSchema = CitationSchema.extend({ figure: z.string() });
export type FigureCitation = z.infer<typeof FigureCitationSchema>;

/** The point most experts share: "4 of 6 experts (at A, B and C) discuss …". */
export const ConsensusSchema = z.object({
  text: z.string(),
  /** The shared point alone, without who makes it: "discuss sector averages". */
  claim: z.string(),
  /** Experts who make the point, of `of` who answered the question. */
  experts: z.number().int(),
  of: z.number().int(),
  companies: z.array(z.string()),
});
export type Consensus = z.infer<typeof ConsensusSchema>;

/** Where answers diverge, named by company; `found` false says plainly there is none. */
export const DisagreementSchema = z.object({ text: z.string(), found: z.boolean() });
export type Disagreement = z.infer<typeof DisagreementSchema>;

export const QuestionSummarySchema = z.object({
  questionText: z.string(),
  /** A few words naming the topic; the question itself when nobody answered it. */
  title: z.string(),
  /** Who answered: "5 answers from 5 experts at …". */
  lead: z.string(),
  /** Real answers to the question and its follow-ups. */
  answers: z.number().int(),
  /** Null when no two experts share a point (or fewer than two answered). */
  consensus: ConsensusSchema.nullable(),
  disagreement: DisagreementSchema,
  /** Figures the experts give, in reading order. */
  figures: z.array(FigureCitationSchema),
  /** 1–3 specific quotes, at most one per expert, never from an answer flagged for review. */
  quotes: z.array(CitationSchema),
});
export type QuestionSummary = z.infer<typeof QuestionSummarySchema>;

export const ProjectSummarySchema = z.object({
  id: IdSchema,
  projectId: IdSchema,
  generatedAt: IsoDateSchema,
  /** Answers were added or removed since it was generated: regenerate to include them. */
  stale: z.boolean(),
  answers: z.number().int(),
  interviews: z.number().int(),
  companies: z.array(z.string()),
  executiveSummary: z.object({ text: z.string(), quotes: z.array(CitationSchema) }),
  /** One per base question, in the project's order. */
  questions: z.array(QuestionSummarySchema),
});
export type ProjectSummary = z.infer<typeof ProjectSummarySchema>;
