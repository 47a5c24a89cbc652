import { companiesOf, interviewsOf } from '../../retrieval/passageFacts';
import type { AnswerPassage } from '../../retrieval/types';
import { indexPassages, verifiedQuotes } from '../grounding';
import type { QuoteRef, SentimentBreakdown, Theme } from '../provider';
import { trimQuote } from '../providers/openai/quoteSchema';
import type { SentimentLabel, ThemesOutput } from './schema';
import { THEME_QUOTES } from './themes';

/**
 * Themes with figures computed here, not taken from the model: a theme counts the
 * distinct passages whose mention of it is verbatim in that passage, and its experts
 * and companies are theirs. Themes left with no verified mention are dropped.
 */
export function toThemes(
  output: ThemesOutput,
  passages: readonly AnswerPassage[],
  limit: number,
): Theme[] {
  const index = indexPassages(passages);
  const themes = output.themes.flatMap((theme): Theme[] => {
    const label = theme.label.trim();
    const mentions = firstPerAnswer(verifiedQuotes(theme.mentions.map(trimQuote), index));
    if (!label || mentions.length === 0) return [];
    const mentioning = mentions.map((mention) => index.get(mention.answerId)!);
    return [
      {
        label,
        answers: mentions.length,
        experts: interviewsOf(mentioning).length,
        companies: companiesOf(mentioning),
        quotes: mentions.slice(0, THEME_QUOTES),
        score: mentions.length,
      },
    ];
  });
  return themes.sort((a, b) => b.answers - a.answers).slice(0, limit);
}

/** The counts of per-passage labels; every passage must have one. */
export function sentimentCounts(
  passages: readonly AnswerPassage[],
  labels: ReadonlyMap<string, SentimentLabel>,
): SentimentBreakdown {
  const breakdown: SentimentBreakdown = { answers: 0, positive: 0, neutral: 0, negative: 0 };
  for (const passage of passages) {
    const label = labels.get(passage.answerId);
    if (!label) throw new Error(`No sentiment label for answer ${passage.answerId}`);
    breakdown.answers++;
    breakdown[label]++;
  }
  return breakdown;
}

function firstPerAnswer(quotes: readonly QuoteRef[]): QuoteRef[] {
  const seen = new Set<string>();
  return quotes.filter((quote) => !seen.has(quote.answerId) && seen.add(quote.answerId));
}
