import { cosine, type TermVector } from '../text/termStatistics';
import type { Candidate } from './passages';

export interface ScoredCandidate extends Candidate {
  score: number;
  vector: TermVector;
}

export interface SelectionLimits {
  count: number;
  maxPerAnswer: number;
  /** What maxPerAnswer counts: answers (the default), or experts (their interviews). */
  per?: 'answer' | 'expert';
  /** Sentences longer than this are passed over while shorter ones remain. */
  preferredMaxLength?: number;
}

const NEAR_DUPLICATE = 0.8;

/**
 * Picks the best-scoring sentences while keeping them different from each other
 * (maximal marginal relevance): each pick is penalised by its similarity to the picks
 * already made, no answer supplies more than `maxPerAnswer`, near-duplicates are skipped.
 */
export function selectDiverse(
  scored: readonly ScoredCandidate[],
  limits: SelectionLimits,
): ScoredCandidate[] {
  const maxLength = limits.preferredMaxLength ?? Number.POSITIVE_INFINITY;
  const pool = [...scored].sort((a, b) => b.score - a.score);
  const picked: ScoredCandidate[] = [];
  const perAnswer = new Map<string, number>();
  const keyOf = (candidate: ScoredCandidate) =>
    limits.per === 'expert' ? candidate.passage.interviewId : candidate.passage.answerId;
  for (const allowLong of [false, true]) {
    while (picked.length < limits.count) {
      let best: { candidate: ScoredCandidate; value: number } | undefined;
      for (const candidate of pool) {
        if (picked.includes(candidate)) continue;
        if (!allowLong && candidate.sentence.text.length > maxLength) continue;
        if ((perAnswer.get(keyOf(candidate)) ?? 0) >= limits.maxPerAnswer) continue;
        const redundancy = Math.max(0, ...picked.map((p) => cosine(p.vector, candidate.vector)));
        if (redundancy >= NEAR_DUPLICATE) continue;
        const value = candidate.score * (1 - 0.5 * redundancy);
        if (!best || value > best.value) best = { candidate, value };
      }
      if (!best) break;
      picked.push(best.candidate);
      const key = keyOf(best.candidate);
      perAnswer.set(key, (perAnswer.get(key) ?? 0) + 1);
    }
  }
  return picked;
}
