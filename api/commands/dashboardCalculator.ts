import type { Knex } from 'knex';
import type { RecentResponse } from '../../sync/contract';
import { QuestionTerms } from '../ai/insights/questionTopics';
import type { AiProvider, SentimentBreakdown } from '../ai/provider';
import { type QualityCounts, qualityFiguresOf } from '../quality/responseQualityFigures';
import type { AnswerPassage } from '../retrieval/types';
import { countPhrase, listPhrases } from '../text/wording';
import { loadAnswerRecords } from './answerRecordLoader';
import type { DashboardFigures } from './dashboardFigures';
import {
  answersInScope,
  type DashboardFilter,
  interviewsInScope,
  prepareFilter,
  type TopicMatch,
} from './dashboardScope';
import { topicsInScope } from './dashboardTopics';
import { wholePercentages } from './percentages';

/** The spec's Trend Analysis shows four topic bars. */
export const DASHBOARD_TOPICS = 4;

/**
 * Raise when the figures computed here (or their shape) change: dashboards stored by an
 * older version (api/commands/dashboardSnapshots.ts) are then computed again, not served.
 */
export const DASHBOARD_FIGURES_VERSION = 3;

export interface DashboardRequest {
  client: string;
  /** Only interviews with experts from this company. */
  company: string | null;
  /** Only answers about this topic (see api/ai/insights/questionTopics.ts for "about"). */
  topic: string | null;
  ai: AiProvider;
}

/**
 * The client dashboard's figures, computed from the stored answers, so they agree with
 * the data and with the filters (the route keeps them until the client's data changes:
 * api/commands/dashboardCache.ts). The company filter narrows the interviews; the topic
 * filter narrows the answers to those about the topic, and the interviews to those
 * with a question or an answer about it.
 *
 * What each answer contributes (its quality assessment, sentiment, stems) is stored
 * once per answer (migration 016, api/quality/answerFeatureStore.ts), so the counts are
 * SQL aggregates over stored rows, the topics' counts included (dashboardTopics.ts).
 * An answer not analysed yet (stored by a path that does not analyse, or changed since)
 * is analysed first, here, and stored.
 */
export async function computeClientDashboard(
  knex: Knex,
  request: DashboardRequest,
): Promise<DashboardFigures> {
  const { client, company, topic, ai } = request;
  const filter: DashboardFilter = { client, company, topic };
  const questionTerms = new QuestionTerms();
  const about = await prepareFilter(knex, filter, questionTerms);
  const [companies, counts, interviews, recent, topics] = await Promise.all([
    knex('interviews')
      .where({ client })
      .distinct('company')
      .orderBy('company')
      .pluck('company') as Promise<string[]>,
    answerCounts(knex, filter, about),
    interviewCounts(knex, filter, about),
    recentResponses(knex, filter, about),
    topicsInScope(knex, filter, about, DASHBOARD_TOPICS, questionTerms),
  ]);
  const sentiment =
    ai.name === 'local'
      ? counts.sentiment
      : await ai.measureSentiment(await realPassages(knex, filter, about));
  const answersWithText = counts.quality.withText;
  const { completed, total } = interviews;
  const within = scopeNote(company, topic);

  return {
    client,
    filters: { company, topic },
    companies,
    computedAt: new Date().toISOString(),
    completion: {
      completed,
      total,
      percent: total === 0 ? 0 : Math.round((completed * 100) / total),
      explanation: `Interviews completed${within}: ${completed} of ${total}.`,
    },
    responseQuality: qualityFiguresOf(counts.quality, within),
    topics: {
      items: topics.map((item) => ({
        label: item.label,
        answers: item.answers,
        companyCount: item.companies.length,
        companies: item.companies,
      })),
      answers: answersWithText,
      explanation: topicExplanation(answersWithText, topics.length, within),
    },
    sentiment: {
      answers: sentiment.answers,
      positive: sentiment.positive,
      neutral: sentiment.neutral,
      negative: sentiment.negative,
      percentages: wholePercentages({
        positive: sentiment.positive,
        neutral: sentiment.neutral,
        negative: sentiment.negative,
      }),
      explanation: sentimentExplanation(sentiment, ai, within),
    },
    recentResponses: recent,
  };
}

/** Every answer in scope counted once: quality figures and the local sentiment split. */
async function answerCounts(knex: Knex, filter: DashboardFilter, about: TopicMatch | null) {
  const row = await answersInScope(knex, filter, about)
    .first(
      knex.raw(`count(*)::int as answers,
        count(*) filter (where not f.skipped)::int as answered,
        count(*) filter (where f.has_text)::int as "withText",
        count(*) filter (where f.has_text and f.specific)::int as specific,
        count(*) filter (where f.transcript_judged)::int as "judgedRecordings",
        count(*) filter (where f.transcript_judged and not f.low_quality_transcript)::int
          as "usableTranscripts",
        count(*) filter (where f.sentiment = 'positive')::int as positive,
        count(*) filter (where f.sentiment = 'neutral')::int as neutral,
        count(*) filter (where f.sentiment = 'negative')::int as negative`),
    )
    .clearOrder();
  const { positive, neutral, negative, ...quality } = row as QualityCounts &
    Omit<SentimentBreakdown, 'answers'>;
  const sentiment: SentimentBreakdown = {
    answers: quality.withText,
    positive,
    neutral,
    negative,
  };
  return { quality, sentiment };
}

async function interviewCounts(knex: Knex, filter: DashboardFilter, about: TopicMatch | null) {
  const row = await interviewsInScope(knex, filter, about).first(
    knex.raw(`count(*)::int as total,
      count(*) filter (where i.status = 'completed')::int as completed`),
  );
  return row as { total: number; completed: number };
}

/** The answers with text in scope as passages, for a provider that reads them (not the local engine). */
async function realPassages(
  knex: Knex,
  filter: DashboardFilter,
  about: TopicMatch | null,
): Promise<AnswerPassage[]> {
  const ids = new Set<string>(
    await answersInScope(knex, filter, about).where('f.has_text', true).pluck('a.id'),
  );
  const records = await loadAnswerRecords(knex, filter);
  return records.filter((record) => ids.has(record.answerId));
}

/** Spec section 2: Recent Interview Responses lists five interviews. */
const RECENT_RESPONSES = 5;
/** Completed interviews looked at per query, newest first, until five have an answer. */
const RECENT_BATCH = 25;

interface FinishedInterview {
  id: string;
  expertName: string;
  company: string;
  completedAt: Date | string;
}

/**
 * The newest completed interviews in scope that have a real answer in scope, each
 * with its newest such answer: with a topic filter, an answer about it (such an
 * interview is in the topic's scope by that answer). Of answers stored at the same
 * moment, the first in question order.
 */
async function recentResponses(
  knex: Knex,
  filter: DashboardFilter,
  about: TopicMatch | null,
): Promise<RecentResponse[]> {
  const finished: FinishedInterview[] = await interviewsInScope(knex, filter, null)
    .where('i.status', 'completed')
    .select({ id: 'i.id', expertName: 'i.expert_name', company: 'i.company' })
    .select(knex.raw('coalesce(i.completed_at, i.created_at) as "completedAt"'))
    .orderBy([{ column: 'completedAt', order: 'desc' }, { column: 'i.id' }]);
  const recent: RecentResponse[] = [];
  for (let start = 0; start < finished.length && recent.length < RECENT_RESPONSES; ) {
    const batch = finished.slice(start, start + RECENT_BATCH);
    start += RECENT_BATCH;
    const newest = await newestAnswers(
      knex,
      filter,
      about,
      batch.map((interview) => interview.id),
    );
    for (const interview of batch) {
      const answer = newest.get(interview.id);
      if (!answer || recent.length >= RECENT_RESPONSES) continue;
      recent.push({
        interviewId: interview.id,
        expertName: interview.expertName,
        company: interview.company,
        completedAt: new Date(interview.completedAt).toISOString(),
        answer,
      });
    }
  }
  return recent;
}

/** Each interview's newest real answer in scope, by interview id. */
async function newestAnswers(
  knex: Knex,
  filter: DashboardFilter,
  about: TopicMatch | null,
  interviewIds: readonly string[],
): Promise<Map<string, RecentResponse['answer']>> {
  const rows: ({ interviewId: string } & RecentResponse['answer'])[] = await answersInScope(
    knex,
    filter,
    about,
  )
    .whereIn('a.interview_id', [...interviewIds])
    .where('f.has_text', true)
    .distinctOn('a.interview_id')
    .select({
      interviewId: 'a.interview_id',
      id: 'a.id',
      questionText: 'q.question_text',
      answerText: 'a.answer_text',
    })
    .orderBy([
      { column: 'a.interview_id' },
      { column: 'a.created_at', order: 'desc' },
      { column: 'q.order_index' },
      { column: 'q.created_at' },
      { column: 'a.id' },
    ]);
  return new Map(rows.map(({ interviewId, ...answer }) => [interviewId, answer]));
}

/** " with experts from X about “Y”", for every explanation of a filtered figure. */
function scopeNote(company: string | null, topic: string | null): string {
  const parts = [
    company === null ? '' : ` with experts from ${company}`,
    topic === null ? '' : ` about ${listPhrases([topic], 'and')}`,
  ];
  return parts.join('');
}

function sentimentExplanation(
  sentiment: SentimentBreakdown,
  ai: AiProvider,
  within: string,
): string {
  if (sentiment.answers === 0) return `Tone of the answers${within}: there are no answers yet.`;
  const reader =
    ai.name === 'local'
      ? "the local engine's sentiment lexicon, negation included"
      : 'the AI provider';
  return `Tone of each answer${within}, as read by ${reader}: ${sentiment.positive} positive, ${sentiment.neutral} neutral and ${sentiment.negative} negative of ${countPhrase(sentiment.answers, 'answer')}.`;
}

function topicExplanation(answers: number, topics: number, within: string): string {
  if (answers === 0) return `Topics discussed${within}: there are no answers yet.`;
  const rule =
    'An answer is about a topic when it, or the question it answers, uses every word of the topic; topics are the subjects your interview questions name';
  if (topics === 0)
    return `${rule}. None of the ${countPhrase(answers, 'answer')}${within} is about one.`;
  return `${rule}. Counted over ${countPhrase(answers, 'answer')}${within}.`;
}
