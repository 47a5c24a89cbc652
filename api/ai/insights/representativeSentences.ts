import { centroid, cosine, TermStatistics } from '../../text/termStatistics';
import type { AnalysedPassage } from '../passages';
import { candidates } from '../passages';
import { type ScoredCandidate, selectDiverse } from '../selectDiverse';

/** Sentences with fewer content words say too little to stand for a whole answer set. */
const MIN_TERMS = 3;

/**
 * Extractive summary: the sentences most central to what the experts said. Each
 * sentence is a TF-IDF vector (IDF over the answers); its centrality is its cosine
 * with the centroid of all sentences, so a sentence using the words many answers use
 * ranks first. Returns verbatim sentences, at most one per answer unless only one
 * answer exists.
 */
export function representativeSentences(
  analysed: readonly AnalysedPassage[],
  count = 3,
): ScoredCandidate[] {
  const stats = new TermStatistics(analysed.map((answer) => answer.terms));
  const all = candidates(analysed).filter((candidate) => candidate.sentence.terms.length > 0);
  const substantial = all.filter((candidate) => candidate.sentence.terms.length >= MIN_TERMS);
  const pool = (substantial.length > 0 ? substantial : all).map((candidate) => ({
    ...candidate,
    vector: stats.vector(candidate.sentence.terms),
  }));
  const centre = centroid(pool.map((candidate) => candidate.vector));
  const scored: ScoredCandidate[] = pool.map((candidate) => ({
    ...candidate,
    score: cosine(candidate.vector, centre),
  }));
  return selectDiverse(scored, {
    count,
    maxPerAnswer: analysed.length === 1 ? count : 1,
    preferredMaxLength: 320,
  });
}
