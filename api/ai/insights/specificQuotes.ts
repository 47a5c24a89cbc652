import { centroid, cosine, TermStatistics } from '../../text/termStatistics';
import type { AnalysedPassage } from '../passages';
import { candidates } from '../passages';
import { specificity } from './specificity';

/** Similar sentences say the same thing twice; one of them is enough. */
const NEAR_DUPLICATE = 0.6;
/** A quote is read on a phone: longer sentences wait until shorter ones run out. */
const PREFERRED_MAX_LENGTH = 320;
/** How much being on topic counts against being specific. */
const RELEVANCE_WEIGHT = 1.5;

export interface SpecificQuote {
  answerId: string;
  interviewId: string;
  quote: string;
  score: number;
}

/**
 * Up to `count` verbatim sentences a partner would forward: specific (api/ai/insights/
 * specificity.ts) and on the answers' common subject (TF-IDF cosine with the centroid),
 * at most one per expert, no two saying the same thing.
 */
export function specificQuotes(analysed: readonly AnalysedPassage[], count = 3): SpecificQuote[] {
  const stats = new TermStatistics(analysed.map((answer) => answer.terms));
  const pool = candidates(analysed)
    .filter((candidate) => candidate.sentence.terms.length > 0)
    .map((candidate) => ({ ...candidate, vector: stats.vector(candidate.sentence.terms) }));
  const centre = centroid(pool.map((candidate) => candidate.vector));
  const ranked = pool
    .map((candidate) => ({
      ...candidate,
      score: specificity(candidate.sentence) + RELEVANCE_WEIGHT * cosine(candidate.vector, centre),
    }))
    .sort((a, b) => b.score - a.score);
  const picked: typeof ranked = [];
  for (const allowLong of [false, true]) {
    for (const candidate of ranked) {
      if (picked.length >= count) break;
      if (!allowLong && candidate.sentence.text.length > PREFERRED_MAX_LENGTH) continue;
      if (picked.some((other) => other.passage.interviewId === candidate.passage.interviewId)) {
        continue;
      }
      if (picked.some((other) => cosine(other.vector, candidate.vector) >= NEAR_DUPLICATE)) {
        continue;
      }
      picked.push(candidate);
    }
  }
  return picked.map((candidate) => ({
    answerId: candidate.passage.answerId,
    interviewId: candidate.passage.interviewId,
    quote: candidate.sentence.text,
    score: candidate.score,
  }));
}
