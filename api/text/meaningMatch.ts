import { compoundNounPhrases } from './compounds';
import { conceptSpellings, conceptTokens, isMeaningful } from './concepts';
import { type Sentence, splitSentences, type Word } from './sentences';
import { type TrigramVector, trigramCosine, trigrams } from './trigrams';

/**
 * How close (character-trigram cosine) a noun phrase of a sentence must be to a
 * parameter to count as the same thing said differently. Measured on labelled pairs
 * (api/text/meaningMatch.test.ts, "phrase similarity"): same-meaning pairs scored
 * 0.65–0.84, different-meaning pairs sharing a word up to 0.60 ("credit risk" and
 * "credit memo"), so the cut sits between.
 */
export const PHRASE_SIMILARITY = 0.63;

/** A graph parameter (or any short text) prepared for matching. */
export interface MeaningQuery {
  text: string;
  /** Its concepts (api/text/concepts.ts), each needed for a concept match. */
  concepts: string[];
  trigrams: TrigramVector;
  /** Per concept, word starts that any spelling of it begins with (see mayDiscuss). */
  roots: string[][];
}

/** A sentence prepared once, then matched against every parameter. */
export interface PreparedSentence {
  sentence: Sentence;
  concepts: Set<string>;
  /** Noun phrases of two or more concepts, by spelling. */
  phrases: { trigrams: TrigramVector; concepts: number }[];
}

/** Long enough to tell words apart in a raw-text check, short enough to survive inflection. */
const ROOT_LENGTH = 4;

export function meaningQuery(text: string): MeaningQuery {
  const words = splitSentences(text).flatMap((sentence) => sentence.words);
  const roots = new Map<string, string[]>();
  for (const token of conceptTokens(words)) {
    if (roots.has(token.concept)) continue;
    const spellings = conceptSpellings(token.concept, words[token.from]!);
    roots.set(token.concept, [
      ...new Set(spellings.map((spelling) => spelling.toLowerCase().slice(0, ROOT_LENGTH))),
    ]);
  }
  return {
    text,
    concepts: [...roots.keys()],
    trigrams: trigrams(lemmaText(words)),
    roots: [...roots.values()],
  };
}

/**
 * A cheap check on an answer's raw, lower-cased text before it is tagged: could it
 * discuss the query at all? A concept match needs every concept's root in the text; a
 * close noun phrase (PHRASE_SIMILARITY) shares most of the query's words, so at least
 * half of them. Tagging is what costs (about 2 ms an answer), and most answers in
 * scope fail this check.
 */
export function mayDiscuss(query: MeaningQuery, lowerText: string): boolean {
  if (query.concepts.length === 0) return false;
  const present = query.roots.filter((roots) => roots.some((root) => lowerText.includes(root)));
  if (present.length === query.concepts.length) return true;
  return query.concepts.length >= 2 && present.length >= Math.ceil(query.concepts.length / 2);
}

export function prepareSentence(sentence: Sentence): PreparedSentence {
  return {
    sentence,
    concepts: new Set(conceptTokens(sentence.words).map((token) => token.concept)),
    phrases: compoundNounPhrases(sentence).flatMap((phrase) => {
      const words = phrase.flatMap((unit) => unit.words);
      const concepts = new Set(conceptTokens(words).map((token) => token.concept)).size;
      return concepts > 1 ? [{ trigrams: trigrams(lemmaText(words)), concepts }] : [];
    }),
  };
}

/**
 * Whether a sentence discusses the query, in any words: every concept of the query
 * in the sentence, in any order ("ESG ratings disagree" for "disagreement between ESG
 * ratings"), or, for a phrase of two or more concepts, one of the sentence's noun
 * phrases spelled closely enough and saying as much (as many concepts: "ESG ratings"
 * alone is not "disagreement between ESG ratings"). A one-word query needs its concept itself: "cloud"
 * is not "cloudy". A query of stop words only matches nothing.
 */
export function discusses(query: MeaningQuery, prepared: PreparedSentence): boolean {
  if (query.concepts.length === 0) return false;
  if (query.concepts.every((concept) => prepared.concepts.has(concept))) return true;
  if (query.concepts.length < 2) return false;
  // Figures are exact: "Scope 1" is not "Scope 3", however alike they are spelled.
  const figures = query.concepts.filter((concept) => /^\d/.test(concept));
  if (!figures.every((figure) => prepared.concepts.has(figure))) return false;
  return prepared.phrases.some(
    (phrase) =>
      phrase.concepts >= query.concepts.length &&
      trigramCosine(query.trigrams, phrase.trigrams) >= PHRASE_SIMILARITY,
  );
}

/** The first sentence of an answer that discusses the query: what a bar quotes. */
export function firstDiscussing(
  query: MeaningQuery,
  sentences: readonly PreparedSentence[],
): Sentence | undefined {
  return sentences.find((prepared) => discusses(query, prepared))?.sentence;
}

function lemmaText(words: readonly Word[]): string {
  return words
    .filter(isMeaningful)
    .map((word) => word.lemma)
    .join(' ');
}
