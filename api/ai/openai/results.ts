import { companiesOf } from '../../retrieval/passageFacts';
import type { AnswerPassage } from '../../retrieval/types';
import { indexPassages, NOT_COVERED, verifiedQuotes } from '../grounding';
import type {
  AnswerDraft,
  DraftBlock,
  QuoteRef,
  SentimentBreakdown,
  Theme,
  TopicSummary,
} from '../provider';
import type { AnswerOutput, SentimentLabel, ThemesOutput, TopicOutput } from './schema';

/** How many example quotes a theme keeps, as the local engine does. */
const THEME_QUOTES = 3;

/**
 * The model's answer as a draft. Quotes are passed on as they are: the caller grounds
 * every draft, whichever provider wrote it (api/ai/grounding.ts, groundDraft). Blank
 * blocks and quotes that name no passage are dropped, and a "not covered" answer
 * always says so.
 */
export function toAnswerDraft(output: AnswerOutput, webSources: string[] = []): AnswerDraft {
  const blocks = output.blocks.flatMap((block): DraftBlock[] => {
    const text = block.text.trim();
    if (!text) return [];
    if (block.kind !== 'quote') return [{ kind: block.kind, text }];
    // Trimmed only at the ends: the inside must stay verbatim.
    return block.answerId ? [{ kind: 'quote', answerId: block.answerId, quote: text }] : [];
  });
  if (output.coverage === 'not_in_interviews' && !blocks.some((block) => block.kind === 'text')) {
    blocks.unshift({ kind: 'text', text: NOT_COVERED });
  }
  return {
    coverage: output.coverage,
    blocks,
    ...(webSources.length > 0 ? { webSources } : {}),
  };
}

export function toTopicSummary(output: TopicOutput): TopicSummary {
  return {
    title: output.title.trim(),
    lead: output.lead.trim(),
    quotes: output.quotes.map(trimQuote),
  };
}

/**
 * Themes with figures computed here, not taken from the model: a theme counts the
 * distinct passages whose mention of it is verbatim in that passage, and its
 * companies are theirs. Themes left with no verified mention are dropped.
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

function trimQuote(quote: QuoteRef): QuoteRef {
  return { answerId: quote.answerId.trim(), quote: quote.quote.trim() };
}

function firstPerAnswer(quotes: readonly QuoteRef[]): QuoteRef[] {
  const seen = new Set<string>();
  return quotes.filter((quote) => !seen.has(quote.answerId) && seen.add(quote.answerId));
}
