import type { AnswerPassage } from '../../retrieval/types';
import { sentimentScore } from '../../text/sentences';
import type { SentimentBreakdown } from '../provider';
import type { SentimentLabel } from './schema';

/** wink-nlp scores run from -1 to 1; this close to 0 an answer reads as neutral. */
const NEUTRAL_BAND = 0.1;

/** How one text reads (wink-nlp's lexicon with negation). */
export function sentimentLabel(text: string): SentimentLabel {
  const score = sentimentScore(text);
  if (score >= NEUTRAL_BAND) return 'positive';
  if (score <= -NEUTRAL_BAND) return 'negative';
  return 'neutral';
}

/** How many answers read positive, neutral or negative. */
export function sentimentBreakdown(passages: readonly AnswerPassage[]): SentimentBreakdown {
  const breakdown: SentimentBreakdown = { answers: 0, positive: 0, neutral: 0, negative: 0 };
  for (const passage of passages) {
    breakdown.answers++;
    breakdown[sentimentLabel(passage.text)]++;
  }
  return breakdown;
}
