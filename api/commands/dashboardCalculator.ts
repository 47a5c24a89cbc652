import type { Knex } from 'knex';
import type { ClientDashboard, RecentResponse } from '../../sync/contract';
import { discussedTopics, isAbout, QuestionTerms, topicStems } from '../ai/insights/questionTopics';
import { type AnalysedPassage, analysePassages } from '../ai/passages';
import type { AiProvider, SentimentBreakdown } from '../ai/provider';
import { responseQualityFigures } from '../quality/responseQualityFigures';
import type { AnswerPassage } from '../retrieval/types';
import { countPhrase, listPhrases } from '../text/wording';
import { type AnswerRecord, isRealAnswer, loadAnswerRecords } from './answerRecordLoader';
import { wholePercentages } from './percentages';
import { assessRecords } from './responseQualityScorer';

/** The spec's Trend Analysis shows four topic bars. */
export const DASHBOARD_TOPICS = 4;

export interface DashboardRequest {
  client: string;
  /** Only interviews with experts from this company. */
  company: string | null;
  /** Only answers about this topic (see api/ai/insights/questionTopics.ts for "about"). */
  topic: string | null;
  ai: AiProvider;
}

/**
 * The client dashboard's figures, computed from the stored answers on every request,
 * so they always agree with the data and with the filters (there are too many filter
 * combinations to store each). The company filter narrows the interviews; the topic
 * filter narrows the answers to those about the topic, and the interviews to those
 * with a question or an answer about it.
 */
export async function computeClientDashboard(
  trx: Knex,
  request: DashboardRequest,
): Promise<ClientDashboard> {
  const { client, company, topic, ai } = request;
  const companies: string[] = await trx('interviews')
    .where({ client })
    .distinct('company')
    .orderBy('company')
    .pluck('company');
  const scope = await loadScope(trx, request);
  const sentences = new Map(
    scope.analysed.map((answer) => [answer.passage.answerId, answer.sentences]),
  );
  const assessments = [...assessRecords(scope.records, sentences).values()];
  const topics = discussedTopics(scope.analysed, DASHBOARD_TOPICS, scope.questionTerms);
  const passages = scope.analysed.map((answer) => answer.passage);
  const sentiment = await ai.measureSentiment(passages);
  const completed = scope.interviews.filter((interview) => interview.status === 'completed').length;
  const total = scope.interviews.length;
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
    responseQuality: responseQualityFigures(assessments, within),
    topics: {
      items: topics.map((item) => ({
        label: item.label,
        answers: item.answers.length,
        answerIds: item.answers.map((answer) => answer.answerId),
        companies: item.companies,
      })),
      answers: passages.length,
      explanation: topicExplanation(passages.length, topics.length, within),
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
    recentResponses: recentResponses(scope),
    topicAnswerIds: topic === null ? null : passages.map((passage) => passage.answerId),
  };
}

/** Spec section 2: Recent Interview Responses lists five interviews. */
const RECENT_RESPONSES = 5;

/**
 * The newest completed interviews in scope that have a real answer in scope, each
 * with its newest such answer: with a topic filter, an answer about the topic.
 */
function recentResponses(scope: DashboardScope): RecentResponse[] {
  const newestAnswer = new Map<string, AnswerPassage>();
  for (const { passage } of scope.analysed) {
    const known = newestAnswer.get(passage.interviewId);
    if (!known || passage.createdAt > known.createdAt)
      newestAnswer.set(passage.interviewId, passage);
  }
  return scope.interviews
    .filter((interview) => interview.status === 'completed' && newestAnswer.has(interview.id))
    .map((interview) => ({ interview, finished: interview.completedAt ?? interview.createdAt }))
    .sort((a, b) => b.finished.getTime() - a.finished.getTime())
    .slice(0, RECENT_RESPONSES)
    .map(({ interview, finished }) => {
      const answer = newestAnswer.get(interview.id)!;
      return {
        interviewId: interview.id,
        expertName: interview.expertName,
        company: interview.company,
        completedAt: finished.toISOString(),
        answer: { id: answer.answerId, questionText: answer.questionText, answerText: answer.text },
      };
    });
}

interface ScopeInterview {
  id: string;
  status: string;
  expertName: string;
  company: string;
  createdAt: Date;
  completedAt: Date | null;
}

interface DashboardScope {
  interviews: ScopeInterview[];
  /** Every stored answer in scope, skips included. */
  records: AnswerRecord[];
  /** The real answers among them, read by wink-nlp once for every figure. */
  analysed: AnalysedPassage[];
  questionTerms: QuestionTerms;
}

async function loadScope(trx: Knex, request: DashboardRequest): Promise<DashboardScope> {
  const { client, company, topic } = request;
  const interviewQuery = trx('interviews').where({ client }).select({
    id: 'id',
    status: 'status',
    expertName: 'expert_name',
    company: 'company',
    createdAt: 'created_at',
    completedAt: 'completed_at',
  });
  if (company !== null) interviewQuery.where({ company });
  const interviews = (await interviewQuery).map(
    (row: ScopeInterview): ScopeInterview => ({
      ...row,
      createdAt: new Date(row.createdAt),
      completedAt: row.completedAt === null ? null : new Date(row.completedAt),
    }),
  );
  const records = await loadAnswerRecords(trx, { client, company });
  const analysed = analysePassages(records.filter(isRealAnswer));
  const questionTerms = new QuestionTerms();
  if (topic === null) return { interviews, records, analysed, questionTerms };

  const stems = topicStems(topic);
  const answerTerms = new Map(
    analysed.map((answer) => [answer.passage.answerId, new Set(answer.terms)]),
  );
  const none: ReadonlySet<string> = new Set();
  const about = records.filter((record) =>
    isAbout(
      stems,
      answerTerms.get(record.answerId) ?? none,
      questionTerms.of(record.baseQuestionText),
    ),
  );
  const aboutIds = new Set(about.map((record) => record.answerId));
  const questionQuery = trx('questions as q')
    .join('interviews as i', 'i.id', 'q.interview_id')
    .where('i.client', client)
    .select({ interviewId: 'q.interview_id', questionText: 'q.question_text' });
  if (company !== null) questionQuery.where('i.company', company);
  const questions: { interviewId: string; questionText: string }[] = await questionQuery;
  const covering = new Set([
    ...about.map((record) => record.interviewId),
    ...questions
      .filter((question) => isAbout(stems, questionTerms.of(question.questionText)))
      .map((question) => question.interviewId),
  ]);
  return {
    interviews: interviews.filter((interview) => covering.has(interview.id)),
    records: about,
    analysed: analysed.filter((answer) => aboutIds.has(answer.passage.answerId)),
    questionTerms,
  };
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
