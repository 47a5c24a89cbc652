import type { Knex } from 'knex';
import type { z } from 'zod';
import type { AnalysisResult, GenerateAnalysisRequestSchema } from '../../sync/contract';
import { indexPassages, toCitation, verifiedQuotes } from '../ai/grounding';
import type { AiProvider } from '../ai/provider';
import type { JobSender } from '../jobs/task';
import { Analysis } from '../models';
import { loadAnswers } from '../retrieval/answerScope';
import { clientAnswerScope } from '../retrieval/clientScope';
import { hybridAnswersForQuestion } from '../retrieval/hybridSearch';
import { findMentions, type Mention } from '../retrieval/mentionCounts';
import { companiesOf } from '../retrieval/passageFacts';
import type { AnswerPassage, AnswerScope } from '../retrieval/types';
import type { ReportProgress } from './analysisProgress';
import { describeGraph, describeThemes } from './analysisText';

type AnalysisRequest = z.output<typeof GenerateAnalysisRequestSchema>;
type GraphRequest = Extract<AnalysisRequest, { type: 'graph' }>;
type ListRequest = Extract<AnalysisRequest, { type: 'list' }>;
/** What is stored as the analysis result; id and createdAt come from the row. */
export type StoredAnalysis = Omit<
  AnalysisResult,
  'id' | 'createdAt' | 'status' | 'progress' | 'error' | 'parameters'
>;

const LIST_ITEMS = 8;
/** Enough matching answers for stable keyword statistics, few enough to stay quick. */
const LIST_PASSAGES = 300;
/** Progress milestones (0–1): answers loaded, graph answers matched, list themes found. */
const LOADED = 0.1;
const MATCHED = 0.95;
const THEMES_FOUND = 0.9;

/** The answers matched against the parameters between two progress reports. */
const MENTION_BATCH = 500;

export interface ComputeClientAnalysis {
  client: string;
  request: AnalysisRequest;
  ai: AiProvider;
  /** Called between steps; awaiting it yields to the event loop (analysisProgress.ts). */
  onProgress?: ReportProgress;
}

/**
 * Stores a client's custom analysis (graph or list) as `running`, with its job queued in
 * the same transaction; the job (api/jobs/analysis.ts) computes it.
 */
export async function startClientAnalysis(
  knex: Knex,
  jobs: JobSender,
  { client, request, userId }: { client: string; request: AnalysisRequest; userId: string },
): Promise<{ analysis: Analysis; jobId: string | null }> {
  // Refuses transcripts or a project of another client (403) before anything is stored.
  await clientAnswerScope(knex, client, request);
  return knex.transaction(async (trx) => {
    const analysis = await Analysis.query(trx)
      .insert({
        client,
        kind: request.type,
        request,
        result: null,
        status: 'running',
        progress: 0,
        createdByUserId: userId,
      })
      .returning('*');
    const jobId = await jobs.send('analysis', { analysisId: analysis.id }, { trx });
    return { analysis, jobId };
  });
}

/** Custom analysis (graph or list) over a client's answers. */
export async function computeClientAnalysis(
  db: Knex,
  { client, request, ai, onProgress = async () => {} }: ComputeClientAnalysis,
): Promise<StoredAnalysis> {
  const scope = await clientAnswerScope(db, client, request);
  const result =
    request.type === 'graph'
      ? await graphAnalysis(db, scope, request, onProgress)
      : await listAnalysis(db, scope, request, ai, onProgress);
  await onProgress(1);
  return result;
}

/**
 * The client's stored graphs and lists (a query, paged by the route, newest first):
 * those generated for `projectId`, or, without one, those generated for the client as
 * a whole.
 */
export function storedAnalyses(trx: Knex, client: string, projectId?: string) {
  const query = Analysis.query(trx).where({ client }).whereIn('kind', ['graph', 'list']);
  return projectId
    ? query.whereRaw("request->>'projectId' = ?", [projectId])
    : query.whereRaw("request->>'projectId' is null");
}

/**
 * For each parameter, how many answers discuss it at each company, by meaning (see
 * findMentions), and which: each bar carries its answers with the sentence that
 * discusses the parameter. Companies are those with answers in the selection, so a
 * company whose experts never discuss a parameter shows a 0, not a gap.
 */
async function graphAnalysis(
  trx: Knex,
  scope: AnswerScope,
  request: GraphRequest,
  onProgress: ReportProgress,
): Promise<StoredAnalysis> {
  const passages = await loadAnswers(trx, scope);
  await onProgress(LOADED);
  const companies = companiesOf(passages);
  const index = indexPassages(passages);
  const mentions = await mentionsInBatches(passages, request.parameters, onProgress);
  const series = request.parameters.map((parameter, parameterIndex) => {
    const answers = companies.map((company) =>
      mentions[parameterIndex]!.filter(({ passage }) => passage.company === company).map(
        ({ passage, sentence }) =>
          toCitation({ answerId: passage.answerId, quote: sentence.text }, index),
      ),
    );
    const values = answers.map((bar) => bar.length);
    return { parameter, values, total: values.reduce((sum, value) => sum + value, 0), answers };
  });
  return {
    type: 'graph',
    question: request.question,
    analysis: describeGraph(passages.length, companies, series),
    dataPoints: passages.length,
    companies,
    graphType: request.graphType,
    series,
    items: [],
  };
}

/**
 * findMentions over MENTION_BATCH answers at a time (each answer is matched on its own, so
 * the batches' lists joined are the whole run's), reporting after each batch: the matching
 * is the long CPU-bound part of a graph (tens of seconds at 50,000 answers).
 */
async function mentionsInBatches(
  passages: readonly AnswerPassage[],
  parameters: readonly string[],
  onProgress: ReportProgress,
): Promise<Mention[][]> {
  const mentions: Mention[][] = parameters.map(() => []);
  for (let start = 0; start < passages.length; start += MENTION_BATCH) {
    const batch = findMentions(passages.slice(start, start + MENTION_BATCH), parameters);
    for (const [parameter, found] of batch.entries()) mentions[parameter]!.push(...found);
    const matched = Math.min(passages.length, start + MENTION_BATCH) / passages.length;
    await onProgress(LOADED + (MATCHED - LOADED) * matched);
  }
  return mentions;
}

/**
 * Themes (key phrases merged by meaning) in the answers that match the question;
 * when none does, in every answer of the selection, and the text says so.
 */
async function listAnalysis(
  trx: Knex,
  scope: AnswerScope,
  request: ListRequest,
  ai: AiProvider,
  onProgress: ReportProgress,
): Promise<StoredAnalysis> {
  const matching = await hybridAnswersForQuestion(
    trx,
    scope,
    request.question,
    ai.embedder,
    LIST_PASSAGES,
  );
  const passages = matching.length > 0 ? matching : await loadAnswers(trx, scope);
  await onProgress(LOADED);
  const themes = await ai.findThemes({
    question: request.question,
    passages,
    limit: LIST_ITEMS,
  });
  await onProgress(THEMES_FOUND);
  const index = indexPassages(passages);
  const items = themes.map((theme) => ({
    text: theme.label,
    score: theme.answers,
    experts: theme.experts,
    citations: verifiedQuotes(theme.quotes, index).map((quote) => toCitation(quote, index)),
  }));
  const companies = companiesOf(passages);
  return {
    type: 'list',
    question: request.question,
    analysis: describeThemes({
      answers: passages.length,
      companies,
      themes,
      matchedQuestion: matching.length > 0,
    }),
    dataPoints: passages.length,
    companies,
    graphType: null,
    series: [],
    items,
  };
}
