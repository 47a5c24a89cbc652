import type { Knex } from 'knex';
import type { Citation } from '../../sync/contract';
import { indexPassages, toCitation } from '../ai/grounding';
import type { Insight } from '../models';
import { loadAnswers } from '../retrieval/answerScope';

export interface CitedInsight {
  insight: Insight;
  /** The insight's framing sentence, its quotes taken out. */
  lead: string;
  citations: Citation[];
}

/**
 * The quotes of stored insights traced back to the answers they come from. An insight
 * stores its quotes inline (“…” (Expert, Company)); each is looked up, verbatim, among
 * the client's answers in the insight's interviews. A quote no longer found there (an
 * answer changed or was deleted) is left out rather than shown unsourced.
 */
export async function citeInsights(
  trx: Knex,
  client: string,
  insights: readonly Insight[],
): Promise<CitedInsight[]> {
  const interviewIds = [...new Set(insights.flatMap((insight) => insight.interviewIds))];
  const passages =
    interviewIds.length === 0 ? [] : await loadAnswers(trx, { clients: [client], interviewIds });
  const index = indexPassages(passages);
  return insights.map((insight) => {
    const own = passages.filter((passage) => insight.interviewIds.includes(passage.interviewId));
    const citations = quotesIn(insight.content).flatMap((quote) => {
      const source = own.find((passage) => passage.text.includes(quote));
      return source ? [toCitation({ answerId: source.answerId, quote }, index)] : [];
    });
    const firstQuote = insight.content.indexOf('“');
    const lead = (firstQuote < 0 ? insight.content : insight.content.slice(0, firstQuote)).trim();
    return { insight, lead, citations };
  });
}

function quotesIn(content: string): string[] {
  return [...content.matchAll(/“([^”]+)”/g)].map((match) => match[1]!);
}
