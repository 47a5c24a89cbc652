import type { Knex } from 'knex';
import type { z } from 'zod';
import type { AnalysisResult, GenerateAnalysisRequestSchema } from '../../sync/contract';
import { indexPassages, toCitation, verifiedQuotes } from '../ai/grounding';
import type { AiProvider } from '../ai/provider';
import { Analysis } from '../models';
import { loadAnswers } from '../retrieval/answerScope';
import { clientAnswerScope } from '../retrieval/clientScope';
import { hybridAnswersForQuestion } from '../retrieval/hybridSearch';
import { findMentions } from '../retrieval/mentionCounts';
import { companiesOf } from '../retrieval/passageFacts';
import type { AnswerScope } from '../retrieval/types';
import { describeGraph, describeThemes } from './analysisText';

type AnalysisRequest = z.output<typeof GenerateAnalysisRequestSchema>;
type GraphRequest = Extract<AnalysisRequest, { type: 'graph' }>;
type ListRequest = Extract<AnalysisRequest, { type: 'list' }>;
/** What is stored as the analysis result; id and createdAt come from the row. */
export type StoredAnalysis = Omit<AnalysisResult, 'id' | 'createdAt'>;

const LIST_ITEMS = 8;
/** Enough matching answers for stable keyword statistics, few enough to stay quick. */
const LIST_PASSAGES = 300;

export interface GenerateClientAnalysis {
  client: string;
  request: AnalysisRequest;
  userId: string;
  ai: AiProvider;
}

/** Custom analysis (graph or list) over a client's answers, stored with its request. */
export async function generateClientAnalysis(
  db: Knex,
  { client, request, userId, ai }: GenerateClientAnalysis,
): Promise<Analysis> {
  const scope = await clientAnswerScope(db, client, request);
  const result =
    request.type === 'graph'
      ? await graphAnalysis(db, scope, request)
      : await listAnalysis(db, scope, request, ai);
  return Analysis.query(db)
    .insert({ client, kind: request.type, request, result, createdByUserId: userId })
    .returning('*');
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
): Promise<StoredAnalysis> {
  const passages = await loadAnswers(trx, scope);
  const companies = companiesOf(passages);
  const index = indexPassages(passages);
  const mentions = findMentions(passages, request.parameters);
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
 * Themes (key phrases merged by meaning) in the answers that match the question;
 * when none does, in every answer of the selection, and the text says so.
 */
async function listAnalysis(
  trx: Knex,
  scope: AnswerScope,
  request: ListRequest,
  ai: AiProvider,
): Promise<StoredAnalysis> {
  const matching = await hybridAnswersForQuestion(
    trx,
    scope,
    request.question,
    ai.embedder,
    LIST_PASSAGES,
  );
  const passages = matching.length > 0 ? matching : await loadAnswers(trx, scope);
  const themes = await ai.findThemes({
    question: request.question,
    passages,
    limit: LIST_ITEMS,
  });
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
