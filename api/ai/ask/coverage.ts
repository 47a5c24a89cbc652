import type { Coverage } from '../../../sync/contract/customer';
import type { QuestionEvidence } from '../../retrieval/questionEvidence';
import { splitSentences } from '../../text/sentences';

/**
 * The share of a question's subject weight an answer must carry to count as answering
 * it, and to count as answering part of it. Calibrated on the `tune` half of the
 * labelled questions in eval/ai (`npm run eval:ai` prints both halves).
 */
export const ANSWERED_SHARE = 0.75;
export const PARTIAL_SHARE = 0.45;

/**
 * How much a question word of each kind says about its subject. A question's verbs
 * mostly frame it ("How do firms *deal* with data quality?"), so they weigh little and
 * an unmentioned verb never counts as a missing subject; its nouns, names, adjectives
 * and numbers carry it.
 */
const FRAMING_WEIGHT = 0.1;
const SUBJECT_POS = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM', 'X']);

export interface CoverageJudgement {
  coverage: Coverage;
  /** The best single answer's share of the question's subject weight, 0-1. */
  bestShare: number;
  /** Answer ids whose share reaches PARTIAL_SHARE: the answers that address the question. */
  addressing: string[];
  /** Subject terms that no answer in scope contains. */
  missing: string[];
}

/**
 * Whether the interviews cover a question, from lexical evidence alone. Each subject
 * term weighs its BM25 inverse document frequency over the answers in scope, so a term
 * every answer uses ("ESG" in ESG interviews) weighs little and a term no answer uses
 * ("bitcoin") weighs most. An answer's share is the weight of the terms it contains.
 * Sharing a common word is therefore not coverage: "Bitcoin custody for retail
 * investors" is not answered by answers that only say "investors". A term no answer in
 * scope contains caps the judgement at partial: the interviews cannot answer all of it.
 * Which words name the subject is read from the question's parts of speech.
 */
export function judgeCoverage(evidence: QuestionEvidence, question: string): CoverageJudgement {
  const framing = framingWords(question);
  const isFraming = (term: string) => framing.has(evidence.wordFor.get(term) ?? term);
  const weight = (term: string) =>
    (isFraming(term) ? FRAMING_WEIGHT : 1) *
    inverseDocumentFrequency(evidence.documents, evidence.documentFrequency.get(term) ?? 0);
  const total = evidence.terms.reduce((sum, term) => sum + weight(term), 0);
  const missing = evidence.terms.filter(
    (term) => !evidence.documentFrequency.get(term) && !isFraming(term),
  );
  if (total === 0) return { coverage: 'not_in_interviews', bestShare: 0, addressing: [], missing };

  const shares = [...evidence.matchedTerms].map(([answerId, terms]) => ({
    answerId,
    share: terms.reduce((sum, term) => sum + weight(term), 0) / total,
  }));
  const bestShare = Math.max(0, ...shares.map((entry) => entry.share));
  const addressing = shares
    .filter((entry) => entry.share >= PARTIAL_SHARE)
    .sort((a, b) => b.share - a.share)
    .map((entry) => entry.answerId);
  const coverage: Coverage =
    bestShare >= ANSWERED_SHARE && missing.length === 0
      ? 'answered'
      : bestShare >= PARTIAL_SHARE
        ? 'partial'
        : 'not_in_interviews';
  return { coverage, bestShare, addressing, missing };
}

/**
 * The question's words that frame rather than name its subject: verbs, adverbs and the
 * like, and the word a "how" asks about ("how *bad* are phishing attacks?", "how
 * *common* are covenants?").
 */
function framingWords(question: string): Set<string> {
  const words = splitSentences(question).flatMap((sentence) => sentence.words);
  const framing = words.filter(
    (word, index) => !SUBJECT_POS.has(word.pos) || words[index - 1]?.normal === 'how',
  );
  return new Set(framing.map((word) => word.raw));
}

/**
 * BM25's IDF, which stays positive for a term most documents contain, over at least
 * MIN_DOCUMENTS answers: in a project of two answers a word both use would otherwise
 * weigh nothing, and one word of the question neither uses would decide alone.
 */
function inverseDocumentFrequency(documents: number, frequency: number): number {
  const corpus = Math.max(documents, MIN_DOCUMENTS);
  return Math.log(1 + (corpus - frequency + 0.5) / (frequency + 0.5));
}

const MIN_DOCUMENTS = 50;
