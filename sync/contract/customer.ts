import { z } from 'zod';
import { IdSchema, IsoDateSchema, OptionalFilterSchema, requiredText } from './common';
import { PageQuerySchema } from './pagination';

export const InsightSchema = z.object({
  id: IdSchema,
  client: z.string(),
  projectId: IdSchema.nullable(),
  title: z.string(),
  content: z.string(),
  category: z.string(),
  interviewIds: z.array(IdSchema),
  createdAt: IsoDateSchema,
});
export type Insight = z.infer<typeof InsightSchema>;
export const InsightListSchema = z.array(InsightSchema);

const TranscriptIdsSchema = z
  .array(IdSchema, { error: 'transcriptIds must be a list of interview ids' })
  .max(500, 'At most 500 transcripts at once')
  .optional();

/**
 * Limits a call to one of the client's projects (the project dashboard): its interviews,
 * narrowed further by `transcriptIds` when both are given. Stored with the generation,
 * so the project dashboard lists only its own analyses.
 */
const ProjectScopeSchema = IdSchema.optional();

export const AskAiRequestSchema = z.strictObject({
  question: requiredText('Question is required', 2000),
  useWebSearch: z.boolean({ error: 'useWebSearch must be true or false' }).default(false),
  transcriptIds: TranscriptIdsSchema,
  projectId: ProjectScopeSchema,
});
export type AskAiRequest = z.input<typeof AskAiRequestSchema>;

/** A pointer from generated text back to the stored answer it rests on. */
export const CitationSchema = z.object({
  answerId: IdSchema,
  interviewId: IdSchema,
  expertName: z.string(),
  company: z.string(),
  questionText: z.string(),
  /** Verbatim text from the cited answer. */
  quote: z.string(),
});
export type Citation = z.infer<typeof CitationSchema>;

/**
 * How far the interviews answer a question: fully, in part (some of what was asked is
 * not covered), or not at all, in which case the answer cites nothing.
 */
export const COVERAGE_LEVELS = ['answered', 'partial', 'not_in_interviews'] as const;
export type Coverage = (typeof COVERAGE_LEVELS)[number];

export const AskAiResponseSchema = z.object({
  /** HTML; the app sanitises it before rendering. */
  response: z.string(),
  coverage: z.enum(COVERAGE_LEVELS),
  /** Human-readable source lines; http(s) entries are web links. */
  sources: z.array(z.string()),
  usedWebSearch: z.boolean(),
  citations: z.array(CitationSchema),
});
export type AskAiResponse = z.infer<typeof AskAiResponseSchema>;

export const GRAPH_TYPES = ['bar', 'pie', 'line'] as const;

const GraphParametersSchema = z
  .array(z.string().trim(), { error: 'Parameters must be a list' })
  .transform((parameters) => parameters.filter(Boolean))
  .pipe(
    z
      .array(z.string())
      .min(1, 'At least one parameter is required')
      .max(20, 'At most 20 parameters'),
  );

export const GenerateAnalysisRequestSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('graph'),
      question: requiredText('Question is required', 2000),
      graphType: z.enum(GRAPH_TYPES, { error: 'Graph type must be bar, pie or line' }),
      parameters: GraphParametersSchema,
      transcriptIds: TranscriptIdsSchema,
      projectId: ProjectScopeSchema,
    }),
    z.strictObject({
      type: z.literal('list'),
      question: requiredText('Question is required', 2000),
      transcriptIds: TranscriptIdsSchema,
      projectId: ProjectScopeSchema,
    }),
  ],
  { error: 'Type must be graph or list' },
);
export type GenerateAnalysisRequest = z.input<typeof GenerateAnalysisRequestSchema>;

export const AnalysisSeriesSchema = z.object({
  parameter: z.string(),
  /** One value per company, in the order of `companies`. */
  values: z.array(z.number()),
  total: z.number(),
  /**
   * One list per company, in the order of `companies`: the answers a bar counts, each
   * quoting its sentence that discusses the parameter. Absent on graphs stored before.
   */
  answers: z.array(z.array(CitationSchema)).optional(),
});

export const AnalysisListItemSchema = z.object({
  text: z.string(),
  /** How many of the analysed answers mention the item; items are ranked by it. */
  score: z.number(),
  /** How many experts (interviews) those answers come from. Absent on lists stored before. */
  experts: z.number().int().optional(),
  citations: z.array(CitationSchema),
});

/** A custom analysis is computed by a background job: `running` until `done` or `failed`. */
export const ANALYSIS_STATUSES = ['running', 'done', 'failed'] as const;
export const AnalysisStatusSchema = z.enum(ANALYSIS_STATUSES);
export type AnalysisStatus = z.infer<typeof AnalysisStatusSchema>;

/**
 * A stored analysis. While `running` (or once `failed`) the result fields are empty
 * (no data points, companies, series or items) and `analysis` is blank.
 */
export const AnalysisResultSchema = z.object({
  id: IdSchema,
  status: AnalysisStatusSchema,
  /** 0–100: how far the computation is (100 once done). */
  progress: z.number().int().min(0).max(100),
  /** Why the computation failed (status `failed`); null otherwise. */
  error: z.string().nullable(),
  type: z.enum(['graph', 'list']),
  question: z.string(),
  analysis: z.string(),
  dataPoints: z.number().int(),
  companies: z.array(z.string()),
  graphType: z.enum(GRAPH_TYPES).nullable(),
  /** A graph's parameters as asked (kept even when it failed, to ask again); [] for a list. */
  parameters: z.array(z.string()),
  series: z.array(AnalysisSeriesSchema),
  items: z.array(AnalysisListItemSchema),
  createdAt: IsoDateSchema,
});
export type AnalysisResult = z.infer<typeof AnalysisResultSchema>;
/** The 202 of POST …/generate-analysis: stored and still computing, with its progress so far. */
export const RunningAnalysisSchema = AnalysisResultSchema.extend({ status: z.literal('running') });
export const AnalysisResultListSchema = z.array(AnalysisResultSchema);

/** `GET /api/customer/:client/analyses`: stored graphs and lists, newest first, paged. */
export const AnalysisListQuerySchema = PageQuerySchema.extend({
  /** Only those generated for this project; absent: those generated for the whole client. */
  projectId: ProjectScopeSchema,
});
export type AnalysisListQuery = z.input<typeof AnalysisListQuerySchema>;

/** Both filters are one client's: a topic matches through that client's own questions. */
export const SEARCH_FILTER_NEEDS_CLIENT =
  'Filtering by company or topic needs client (the client whose answers to search)';

/**
 * `GET /api/search`: best match first; paged by position in the ranking (see
 * ./pagination). `company` and `topic` keep the answers the client dashboard's filters
 * of the same names keep (an expert from that company; an answer about the topic, or to
 * a question about it), so pages stay full, and need `client`.
 */
export const SearchQuerySchema = PageQuerySchema.extend({
  q: requiredText('Search query is required', 500),
  client: z.string().trim().min(1).max(200).optional(),
  company: OptionalFilterSchema.meta({
    description:
      "Only answers of experts from this company, as the client dashboard's company filter. Needs client.",
  }),
  topic: OptionalFilterSchema.meta({
    description:
      "Only answers about this topic (the answer, or the question it answers, uses every word of it), as the client dashboard's topic filter. Needs client.",
  }),
}).refine(
  (query) => query.client !== undefined || (query.company === null && query.topic === null),
  SEARCH_FILTER_NEEDS_CLIENT,
);
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export const SearchResultSchema = z.object({
  id: IdSchema,
  interviewId: IdSchema,
  expertName: z.string(),
  company: z.string(),
  questionText: z.string(),
  answerText: z.string(),
  createdAt: IsoDateSchema,
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
export const SearchResultListSchema = z.array(SearchResultSchema);

/** `/api/customer/:client/…`: the client whose data the call is about. */
export const ClientParamsSchema = z.strictObject({
  client: z.string().trim().min(1, 'Client is required').max(200, 'Client name is too long'),
});

/** `GET /api/customer/:client/analyses/:id`: one stored analysis, e.g. to follow its progress. */
export const AnalysisParamsSchema = ClientParamsSchema.extend({
  id: z.string().trim().min(1, 'Analysis id is required').max(100, 'Analysis id is too long'),
});

/** generate-insights takes no input; an empty body (or none) is the only valid one. */
export const GenerateInsightsRequestSchema = z.strictObject({});

const TrendCountSchema = z.object({ label: z.string(), mentions: z.number().int() });

/**
 * What generate-insights stores as the client's `trends` analysis: the figures behind
 * the dashboard's Trend Analysis, computed from the stored answers.
 */
export const TrendsSchema = z.object({
  answers: z.number().int(),
  interviews: z.number().int(),
  companies: z.array(z.string()),
  /** One per insight: how many answers address that interview question. */
  topics: z.array(TrendCountSchema),
  /** Key phrases across all answers: how many answers use each. */
  themes: z.array(TrendCountSchema),
  sentiment: z.object({
    positive: z.number().int(),
    neutral: z.number().int(),
    negative: z.number().int(),
    /** The same split in whole percent, summing to 100 (all 0 without answers). */
    percentages: z.object({
      positive: z.number().int(),
      neutral: z.number().int(),
      negative: z.number().int(),
    }),
  }),
});
export type Trends = z.infer<typeof TrendsSchema>;
