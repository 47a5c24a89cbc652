import { LRUCache } from 'lru-cache';
import type { ItemSentence, ItsFunction } from 'wink-nlp';
import { nlp } from './nlp';

export interface Word {
  /** As written. */
  raw: string;
  /** Lower-cased, contractions expanded. */
  normal: string;
  stem: string;
  /** Dictionary form ("ratings" → "rating"): finer than the stem, which joins "rates" and "ratings". */
  lemma: string;
  /** Written with no space before it, so "third-party" is three attached tokens. */
  attached: boolean;
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
  words: readonly Word[];
  /** Stems of the content words, in order, with repeats. */
  terms: readonly string[];
}

/**
 * The same text is read more than once in a row: a new answer by the follow-up rules,
 * then for its dashboard features and sentiment; a question by every answer to it.
 * Reading was a sixth of the server's time per saved answer, so recent readings are kept,
 * bounded by the characters read (about 30 bytes of words each: ~10 MB at most).
 */
const recentReadings = new LRUCache<string, Reading>({
  maxSize: 300_000,
  sizeCalculation: (_reading, source) => Math.max(1, source.length),
});

/** What one wink-nlp reading of a text gives; its sentiment costs little once it is read. */
interface Reading {
  sentences: readonly Sentence[];
  sentiment: number;
}

function reading(source: string): Reading {
  let known = recentReadings.get(source);
  if (!known) {
    known = readText(source);
    recentReadings.set(source, known);
  }
  return known;
}

/**
 * Splits text into sentences (wink-nlp's sentence boundary detection, so "Dr. Smith"
 * and "e.g." do not end one) and locates each in the source, so a sentence can be
 * quoted exactly. The result is shared between callers, so it is frozen.
 */
export function splitSentences(source: string): readonly Sentence[] {
  return reading(source).sentences;
}

function deepFreeze(sentences: Sentence[]): readonly Sentence[] {
  for (const sentence of sentences) {
    for (const word of sentence.words) Object.freeze(word);
    Object.freeze(sentence.words);
    Object.freeze(sentence.terms);
    Object.freeze(sentence);
  }
  return Object.freeze(sentences);
}

function readText(source: string): Reading {
  const { its } = nlp();
  const doc = nlp().readDoc(source);
  const sentences: Sentence[] = [];
  let cursor = 0;
  doc.sentences().each((sentence: ItemSentence) => {
    const text = sentence.out().trim();
    const start = source.indexOf(text, cursor);
    if (!text || start < 0) return;
    cursor = start + text.length;
    // One call per attribute for the whole sentence: per-token calls cost twice the time.
    const tokens = sentence.tokens();
    const raws = tokens.out() as string[];
    const types = tokens.out(its.type) as string[];
    const normals = tokens.out(its.normal) as string[];
    const stopWords = tokens.out(its.stopWordFlag) as boolean[];
    // wink's typings declare its.stem and its.lemma with the wrong parameter types; they work.
    const stems = tokens.out(its.stem as unknown as ItsFunction<string>) as string[];
    const lemmas = tokens.out(its.lemma as unknown as ItsFunction<string>) as string[];
    const spaces = tokens.out(its.precedingSpaces) as string[];
    const tags = tokens.out(its.pos) as string[];
    const words: Word[] = raws.map((raw, i) => {
      const normal = String(normals[i]);
      return {
        raw,
        normal,
        stem: String(stems[i]),
        lemma: String(lemmas[i]),
        attached: spaces[i] === '',
        pos: String(tags[i]),
        content:
          types[i] === 'word' &&
          stopWords[i] !== true &&
          /\p{L}/u.test(normal) &&
          normal.length > 1,
      };
    });
    const terms = words.filter((word) => word.content).map((word) => word.stem);
    sentences.push({ text, start, words, terms });
  });
  return { sentences: deepFreeze(sentences), sentiment: doc.out(its.sentiment) as number };
}

/** The stems of a short text's content words (a question, a parameter, a title). */
export function contentTerms(text: string): string[] {
  return splitSentences(text).flatMap((sentence) => sentence.terms);
}

/** wink-nlp's sentiment of a text, from -1 (negative) to 1 (positive). */
export function sentimentScore(text: string): number {
  return reading(text).sentiment;
}
