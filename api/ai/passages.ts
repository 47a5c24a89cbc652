import type { AnswerPassage } from '../retrieval/types';
import { type Sentence, splitSentences } from '../text/sentences';

/** A stored answer split into sentences once, for every statistic computed on it. */
export interface AnalysedPassage {
  passage: AnswerPassage;
  sentences: Sentence[];
  /** Every content stem of the answer, with repeats. */
  terms: string[];
}

export function analysePassages(passages: readonly AnswerPassage[]): AnalysedPassage[] {
  return passages.map((passage) => {
    const sentences = splitSentences(passage.text);
    return { passage, sentences, terms: sentences.flatMap((sentence) => sentence.terms) };
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
