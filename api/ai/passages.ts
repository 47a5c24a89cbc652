import type { AnswerPassage } from '../retrieval/types';
import { type Sentence, splitSentences } from '../text/sentences';

/** A stored answer split into sentences once, for every statistic computed on it. */
export interface AnalysedPassage {
  passage: AnswerPassage;
  sentences: readonly Sentence[];
  /** Every content stem of the answer, with repeats. */
  terms: string[];
}

/**
 * Splitting is the engines' costliest step (wink-nlp), and one request analyses the
 * same passages several times (quotes, statistics, agreement): kept per passage object
 * for as long as the request holds it.
 */
const analysed = new WeakMap<AnswerPassage, AnalysedPassage>();

export function analysePassages(passages: readonly AnswerPassage[]): AnalysedPassage[] {
  return passages.map((passage) => {
    const known = analysed.get(passage);
    if (known && known.passage.text === passage.text) return known;
    const sentences = splitSentences(passage.text);
    const result = { passage, sentences, terms: sentences.flatMap((sentence) => sentence.terms) };
    analysed.set(passage, result);
    return result;
  });
}

/** A sentence of one answer: the unit the engine scores, selects and quotes. */
export interface Candidate {
  passage: AnswerPassage;
  sentence: Sentence;
}

export function candidates(analysed: readonly AnalysedPassage[]): Candidate[] {
  return analysed.flatMap(({ passage, sentences }) =>
    sentences.map((sentence) => ({ passage, sentence })),
  );
}
