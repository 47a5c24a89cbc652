import type { ItemSentence, ItemToken, ItsFunction } from 'wink-nlp';
import { nlp } from './nlp';

export interface Word {
  /** As written. */
  raw: string;
  /** Lower-cased, contractions expanded. */
  normal: string;
  stem: string;
  /** Universal part-of-speech tag: NOUN, PROPN, ADJ, VERB, PUNCT, … */
  pos: string;
  /** A word that carries meaning: alphabetic, not a stop word. */
  content: boolean;
}

export interface Sentence {
  /** Verbatim: `source.slice(start, start + text.length) === text`. */
  text: string;
  start: number;
  /** Every token but spaces, punctuation included, so adjacency means adjacency. */
  words: Word[];
  /** Stems of the content words, in order, with repeats. */
  terms: string[];
}

/**
 * Splits text into sentences (wink-nlp's sentence boundary detection, so "Dr. Smith"
 * and "e.g." do not end one) and locates each in the source, so a sentence can be
 * quoted exactly.
 */
export function splitSentences(source: string): Sentence[] {
  const { its } = nlp();
  const doc = nlp().readDoc(source);
  const sentences: Sentence[] = [];
  let cursor = 0;
  doc.sentences().each((sentence: ItemSentence) => {
    const text = sentence.out().trim();
    const start = source.indexOf(text, cursor);
    if (!text || start < 0) return;
    cursor = start + text.length;
    const words: Word[] = [];
    sentence.tokens().each((token: ItemToken) => {
      const isWord = token.out(its.type) === 'word';
      const normal = String(token.out(its.normal));
      const isStopWord = token.out(its.stopWordFlag) === true;
      words.push({
        raw: token.out(),
        normal,
        // wink's typings declare its.stem with the wrong parameter types; it works as a token its.
        stem: String(token.out(its.stem as unknown as ItsFunction<string>)),
        pos: String(token.out(its.pos)),
        content: isWord && !isStopWord && /\p{L}/u.test(normal) && normal.length > 1,
      });
    });
    const terms = words.filter((word) => word.content).map((word) => word.stem);
    sentences.push({ text, start, words, terms });
  });
  return sentences;
}

/** The stems of a short text's content words (a question, a parameter, a title). */
export function contentTerms(text: string): string[] {
  return splitSentences(text).flatMap((sentence) => sentence.terms);
}

/** wink-nlp's sentiment of a text, from -1 (negative) to 1 (positive). */
export function sentimentScore(text: string): number {
  const { its } = nlp();
  return nlp().readDoc(text).out(its.sentiment) as number;
}
