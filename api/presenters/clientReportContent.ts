import type { Citation, ClientDashboard } from '../../sync/contract';
import type { DashboardFigures, NamedTopicFigure } from '../commands/dashboardFigures';
import type { CitedInsight } from '../commands/insightCitationFinder';
import { countPhrase } from '../text/wording';

/** Quotes shown under each insight. */
const QUOTES_PER_INSIGHT = 3;

/** A quote as a reader sees it: who said it, in what role, where, to which question. */
export interface ReportQuote {
  quote: string;
  expertName: string;
  /** The expert's job title as stored on the interview; null when none was given. */
  expertTitle: string | null;
  company: string;
  questionText: string;
}

export interface ReportInsight {
  title: string;
  category: string;
  interviews: number;
  lead: string;
  quotes: ReportQuote[];
}

/**
 * Everything a client report says, in both formats. It holds no id of any kind: the
 * report is meant to be forwarded outside the client, and an interview id is the
 * interview's link. Built here once, so neither renderer can print one by mistake.
 */
export interface ClientReportContent {
  client: string;
  generatedAt: Date;
  filters: ClientDashboard['filters'];
  completion: ClientDashboard['completion'];
  responseQuality: ClientDashboard['responseQuality'];
  topics: { items: NamedTopicFigure[]; explanation: string };
  sentiment: ClientDashboard['sentiment'];
  insights: ReportInsight[];
}

export function clientReportContent(input: {
  dashboard: DashboardFigures;
  insights: readonly CitedInsight[];
  /** Expert job titles by interview id, for the quotes' attributions. */
  expertTitles: ReadonlyMap<string, string | null>;
  generatedAt: Date;
}): ClientReportContent {
  const { dashboard, expertTitles } = input;
  const reportQuote = ({ answerId: _, interviewId, ...citation }: Citation): ReportQuote => ({
    ...citation,
    expertTitle: expertTitles.get(interviewId) ?? null,
  });
  return {
    client: dashboard.client,
    generatedAt: input.generatedAt,
    filters: dashboard.filters,
    completion: dashboard.completion,
    responseQuality: dashboard.responseQuality,
    topics: {
      items: dashboard.topics.items,
      explanation: dashboard.topics.explanation,
    },
    sentiment: dashboard.sentiment,
    insights: input.insights.map(({ insight, lead, citations }) => ({
      title: insight.title,
      category: insight.category,
      interviews: insight.interviewIds.length,
      lead,
      quotes: citations.slice(0, QUOTES_PER_INSIGHT).map(reportQuote),
    })),
  };
}

// ------------------------------------------------------------ wording both formats share

/** "2026-11-25 14:03 UTC". */
export function generatedAtText(generatedAt: Date): string {
  return `${generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export const PROVENANCE =
  'Every figure is computed from the stored interview answers; every quote is verbatim from the answer it cites.';

/** "Filtered to company X and topic Y. …", or null without filters. Plain text. */
export function filterSentence(filters: ClientReportContent['filters']): string | null {
  const { company, topic } = filters;
  if (company === null && topic === null) return null;
  const parts = [
    company === null ? null : `company ${company}`,
    topic === null ? null : `topic ${topic}`,
  ].filter(Boolean);
  return `Filtered to ${parts.join(' and ')}. The filters apply to the figures; key insights cover all interviews.`;
}

export const NO_INSIGHTS =
  'No insights have been generated yet: use New Analysis on the dashboard.';

/** "Category, based on 3 interviews." */
export function insightBasis(insight: ReportInsight): string {
  return `${insight.category}, based on ${countPhrase(insight.interviews, 'interview')}.`;
}

/** "Marcus Chen, Chief Risk Officer, Northbridge Bank" (the title left out when unknown). */
export function quoteSpeaker(quote: ReportQuote): string {
  return [quote.expertName, quote.expertTitle, quote.company].filter(Boolean).join(', ');
}

/** "Marcus Chen, Chief Risk Officer, Northbridge Bank — to the question ‘…’". */
export function quoteAttribution(quote: ReportQuote): string {
  return `${quoteSpeaker(quote)} — to the question ‘${quote.questionText.trim()}’`;
}

/** "67%", or "n/a" when nothing could be measured. */
export function percentOrNa(percent: number | null): string {
  return percent === null ? 'n/a' : `${percent}%`;
}
