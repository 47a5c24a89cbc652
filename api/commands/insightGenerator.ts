import type { Knex } from 'knex';
import type { Trends } from '../../sync/contract';
import { keyInsight } from '../ai/insights/insightText';
import { unquotedTopicSummary } from '../ai/insights/local';
import { insightAnswers, isQuotable } from '../ai/insights/quotable';
import type { AiProvider, Theme, TopicSummary } from '../ai/provider';
import { LocalAiProvider } from '../ai/providers/local';
import { Analysis, Insight } from '../models';
import { companiesOf, interviewsOf } from '../retrieval/passageFacts';
import type { AnswerPassage } from '../retrieval/types';
import { type AnswerRecord, isRealAnswer, loadAnswerRecords } from './answerRecordLoader';
import { wholePercentages } from './percentages';

const TREND_THEMES = 8;
/** The dashboard card is small: the consensus and two quotes read at a glance. */
const DASHBOARD_QUOTES = 2;

export interface GenerateInsightsOptions {
  ai?: AiProvider;
  /** Who asked; null for the demo seed. */
  userId?: string | null;
  /** The generation time; the demo seed passes its own so reseeding is repeatable. */
  now?: Date;
  /** Fixed ids for the new insights (the demo seed); generated ids otherwise. */
  idFor?: (position: number) => string;
}

/**
 * Rebuilds a client's insights from its stored answers: one per interview question
 * (per project) that has real answers, plus the client's `trends` analysis. The
 * provider works first, outside any transaction (an OpenAI call takes seconds and
 * PGlite has one connection); then the old insights and trends are replaced in one
 * short transaction, so readers see either the old set or the new one. Without any
 * answer nothing is replaced and [] returned. Concurrent regenerations for one client
 * queue on an advisory lock instead of interleaving their deletes and inserts.
 */
export async function generateClientInsights(
  db: Knex,
  client: string,
  {
    ai = new LocalAiProvider(),
    userId = null,
    now = new Date(),
    idFor,
  }: GenerateInsightsOptions = {},
): Promise<Insight[]> {
  const records = await loadAnswerRecords(db, { client });
  const passages = insightAnswers(records.filter(isRealAnswer));
  if (passages.length === 0) return [];

  const groups = groupByQuestion(passages);
  const drafts = await draftInsights(ai, client, groups);
  const trends = await computeTrends(ai, passages, groups, drafts);

  return db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`insights:${client}`]);
    await Insight.query(trx).where({ client }).delete();
    // One timestamp per row, a millisecond apart: rows inserted in one transaction would
    // otherwise share now() and lose their generation order.
    const start = now.getTime();
    const insights: Insight[] = [];
    for (const [position, draft] of drafts.entries()) {
      insights.push(
        await Insight.query(trx)
          .insert({ ...draft, id: idFor?.(position), createdAt: new Date(start + position) })
          .returning('*'),
      );
    }
    await Analysis.query(trx).where({ client, kind: 'trends' }).delete();
    await Analysis.query(trx).insert({
      client,
      kind: 'trends',
      request: { source: 'generate-insights' },
      result: trends,
      createdByUserId: userId,
    });
    return insights;
  });
}

interface InsightDraft {
  client: string;
  projectId: string;
  title: string;
  content: string;
  category: string;
  interviewIds: string[];
}

/**
 * One insight per question group, in prose for the dashboard: the consensus, the
 * disagreement when there is one, and up to two specific quotes (“…” (Expert, Company),
 * which citeInsights traces back to their answers). No answer flagged for review is
 * quoted (api/ai/insights/quotable.ts).
 */
async function draftInsights(
  ai: AiProvider,
  client: string,
  groups: readonly QuestionGroup[],
): Promise<InsightDraft[]> {
  const drafts: InsightDraft[] = [];
  for (const group of groups) {
    const quotable = group.passages.filter(isQuotable);
    const summary: TopicSummary =
      quotable.length === 0
        ? unquotedTopicSummary({ questionText: group.questionText, passages: group.passages })
        : await ai.summariseTopic({ questionText: group.questionText, passages: quotable });
    const insight = keyInsight(summary, group.passages, quotable);
    const quotes = insight.quotes
      .slice(0, DASHBOARD_QUOTES)
      .map((quote) => `“${quote.quote}” (${quote.expertName}, ${quote.company})`);
    drafts.push({
      client,
      projectId: group.projectId,
      title: insight.title,
      content: [
        insight.consensus?.text ?? insight.lead,
        insight.disagreement.found ? insight.disagreement.text : '',
        ...quotes,
      ]
        .filter(Boolean)
        .join(' '),
      category: group.projectName,
      interviewIds: interviewsOf(group.passages),
    });
  }
  return drafts;
}

interface QuestionGroup {
  projectId: string;
  projectName: string;
  questionText: string;
  passages: AnswerRecord[];
}

/**
 * Answers grouped by project and base question text: every interview of a project
 * asks its own copy of each base question, and follow-up answers belong with the base
 * question they followed. Groups keep the order answers were loaded in.
 */
function groupByQuestion(passages: readonly AnswerRecord[]): QuestionGroup[] {
  const groups = new Map<string, QuestionGroup>();
  for (const passage of passages) {
    const key = `${passage.projectId}\u0000${passage.baseQuestionText.trim().toLowerCase()}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        projectId: passage.projectId,
        projectName: passage.projectName,
        questionText: passage.baseQuestionText,
        passages: [],
      };
      groups.set(key, group);
    }
    group.passages.push(passage);
  }
  return [...groups.values()];
}

async function computeTrends(
  ai: AiProvider,
  passages: readonly AnswerPassage[],
  groups: readonly QuestionGroup[],
  insights: readonly InsightDraft[],
): Promise<Trends> {
  const sentiment = await ai.measureSentiment(passages);
  const themes: Theme[] = await ai.findThemes({ passages, limit: TREND_THEMES });
  return {
    answers: passages.length,
    interviews: interviewsOf(passages).length,
    companies: companiesOf(passages),
    topics: insights.map((insight, position) => ({
      label: insight.title,
      mentions: groups[position]!.passages.length,
    })),
    themes: themes.map((theme) => ({ label: theme.label, mentions: theme.answers })),
    sentiment: {
      positive: sentiment.positive,
      neutral: sentiment.neutral,
      negative: sentiment.negative,
      percentages: wholePercentages({
        positive: sentiment.positive,
        neutral: sentiment.neutral,
        negative: sentiment.negative,
      }),
    },
  };
}
