import type { AnswerPassage } from '../../retrieval/types';
import { sentimentScore } from '../../text/sentences';
import type { SentimentBreakdown } from '../provider';

/** wink-nlp scores run from -1 to 1; this close to 0 an answer reads as neutral. */
const NEUTRAL_BAND = 0.1;

/** How many answers read positive, neutral or negative (wink-nlp's lexicon with negation). */
export function sentimentBreakdown(passages: readonly AnswerPassage[]): SentimentBreakdown {
  const breakdown: SentimentBreakdown = { answers: 0, positive: 0, neutral: 0, negative: 0 };
  for (const passage of passages) {
    const score = sentimentScore(passage.text);
    breakdown.answers++;
    if (score >= NEUTRAL_BAND) breakdown.positive++;
    else if (score <= -NEUTRAL_BAND) breakdown.negative++;
    else breakdown.neutral++;
  }
  return breakdown;
}
