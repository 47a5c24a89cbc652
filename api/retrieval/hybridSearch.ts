import type { Knex } from 'knex';
import { moduleLogger } from '../observability';
import { hasEmbeddings, similarAnswers, type TextEmbedder } from './answerEmbeddings';
import { failureReason } from './failureReason';
import { answersForQuestion } from './questionQuery';
import { analysed, type QuestionTerms } from './questionTerms';
import type { AnswerPassage, AnswerScope, RankedPassage } from './types';

const log = moduleLogger('retrieval');

/**
 * Below this cosine similarity an answer is not "about" the question. Tuned for
 * OpenAI's text-embedding-3 models, where unrelated texts score about 0.1-0.2 and
 * paraphrases 0.4 and up; without a floor, the nearest answers to any question would
 * always come back, related or not.
 */
export const MIN_SIMILARITY = 0.3;
/** Reciprocal rank fusion's damping constant (60 in the original paper and most engines). */
const RRF_K = 60;

/**
 * The answers for a natural-language question, by full-text match (answersForQuestion)
 * and, when an embedder is given and answers in scope have embeddings of its model, by
 * meaning too: "How are lenders handling carbon exposure?" also finds "We cut
 * financing to coal miners", which shares no word with it. The two rankings are merged
 * by reciprocal rank fusion, since a ts_rank and a cosine are not on one scale; an
 * answer both find ranks first. Without an embedder (the local engine) or embeddings,
 * this is exactly answersForQuestion. If the question cannot be embedded (the service
 * is down) the full-text result stands: retrieval must not fail on the extra signal.
 */
export async function hybridAnswersForQuestion(
  trx: Knex,
  scope: AnswerScope,
  question: string | QuestionTerms,
  embedder?: TextEmbedder | null,
  limit = 40,
): Promise<RankedPassage[]> {
  const terms = await analysed(trx, question);
  const lexical = await answersForQuestion(trx, scope, terms, limit);
  if (!embedder || !(await hasEmbeddings(trx, scope, embedder.model))) return lexical;
  let query: number[] | undefined;
  try {
    [query] = await embedder.embed([terms.question]);
  } catch (error) {
    log.warn(`could not embed the question; full-text results only: ${failureReason(error)}`);
    return lexical;
  }
  if (!query) return lexical;
  const semantic = (await similarAnswers(trx, scope, embedder.model, query, limit)).filter(
    (passage) => passage.similarity >= MIN_SIMILARITY,
  );
  return fuseRankings([lexical, semantic], limit);
}

/**
 * Reciprocal rank fusion: each list gives an answer 1 / (60 + its position), and the
 * sums decide. `rank` becomes that sum. Ties keep the order of first appearance, the
 * full-text list being first.
 */
export function fuseRankings(
  rankings: readonly (readonly ScoredPassage[])[],
  limit: number,
): RankedPassage[] {
  const fused = new Map<string, { passage: ScoredPassage; score: number; first: number }>();
  let seen = 0;
  for (const ranking of rankings) {
    ranking.forEach((passage, position) => {
      const entry = fused.get(passage.answerId) ?? { passage, score: 0, first: seen++ };
      entry.score += 1 / (RRF_K + position + 1);
      fused.set(passage.answerId, entry);
    });
  }
  return [...fused.values()]
    .sort((a, b) => b.score - a.score || a.first - b.first)
    .slice(0, limit)
    .map(({ passage: { rank: _rank, similarity: _similarity, ...passage }, score }) => ({
      ...passage,
      rank: score,
    }));
}

type ScoredPassage = AnswerPassage & { rank?: number; similarity?: number };
