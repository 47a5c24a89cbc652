import { type Sentence, splitSentences, type Word } from './sentences';
import { SYNONYM_GROUPS } from './synonyms';

/**
 * A word's meaning as a comparable key: its synonym group when it has one
 * (api/text/synonyms.ts), else its stem. Two phrases with the same concepts say the
 * same thing in other words ("ESG ratings disagree", "disagreement between ESG
 * ratings"); inflections share a stem, so "loans" and "lending" meet through the table.
 */
export interface ConceptToken {
  concept: string;
  /** Indexes of the sentence words it stands for (a synonym phrase spans several). */
  from: number;
  to: number;
}

interface SynonymTable {
  /** Single words, by lemma or lower-cased spelling. */
  words: Map<string, string>;
  /** Multi-word entries as lemma sequences, longest first. */
  phrases: { lemmas: string[]; concept: string }[];
  /** Every entry of a group, as written in the table. */
  entries: Map<string, readonly string[]>;
}

let table: SynonymTable | undefined;

/** The table, lemmatised once with the same pipeline the answers go through. */
function synonyms(): SynonymTable {
  if (table) return table;
  const words = new Map<string, string>();
  const phrases: SynonymTable['phrases'] = [];
  const entries = new Map<string, readonly string[]>();
  for (const group of SYNONYM_GROUPS) {
    const concept = `~${group[0]}`;
    entries.set(concept, group);
    for (const entry of group) {
      const tokens = meaningfulWords(splitSentences(entry.replaceAll('-', ' '))[0]?.words ?? []);
      if (tokens.length === 1) {
        words.set(tokens[0]!.lemma, concept);
        words.set(tokens[0]!.normal, concept);
      } else if (tokens.length > 1) {
        phrases.push({ lemmas: tokens.map((word) => word.lemma), concept });
      }
    }
  }
  phrases.sort((a, b) => b.lemmas.length - a.lemmas.length);
  table = { words, phrases, entries };
  return table;
}

/**
 * How a concept may be written: its synonym group's entries, or, for a plain word,
 * the word itself (as spelled in `word`). For cheap checks on raw text.
 */
export function conceptSpellings(concept: string, word: Word): readonly string[] {
  return synonyms().entries.get(concept) ?? [word.normal, word.stem];
}

/** Words that carry meaning: content words and figures ("Scope 3"). */
export function isMeaningful(word: Word): boolean {
  return word.content || /^\d/.test(word.normal);
}

function meaningfulWords(words: readonly Word[]): Word[] {
  return words.filter(isMeaningful);
}

export function conceptOfWord(word: Word): string {
  const { words } = synonyms();
  const lemma = word.lemma.toLowerCase();
  // Capitalised words (names, headings) may keep their plural in the lemma.
  return (
    words.get(lemma) ?? words.get(word.normal) ?? words.get(lemma.replace(/s$/, '')) ?? word.stem
  );
}

/**
 * The concepts of a run of words, in order; a synonym phrase ("greenhouse gas") is one
 * concept. Words that carry no meaning are skipped, so "ratings of ESG" and "ESG
 * ratings" give the same concepts in another order.
 */
export function conceptTokens(words: readonly Word[]): ConceptToken[] {
  const { phrases } = synonyms();
  const indexed = words
    .map((word, index) => ({ word, index }))
    .filter(({ word }) => isMeaningful(word));
  const tokens: ConceptToken[] = [];
  for (let i = 0; i < indexed.length; i++) {
    const phrase = phrases.find(({ lemmas }) =>
      lemmas.every((lemma, offset) => indexed[i + offset]?.word.lemma === lemma),
    );
    if (phrase) {
      tokens.push({
        concept: phrase.concept,
        from: indexed[i]!.index,
        to: indexed[i + phrase.lemmas.length - 1]!.index,
      });
      i += phrase.lemmas.length - 1;
    } else {
      tokens.push({
        concept: conceptOfWord(indexed[i]!.word),
        from: indexed[i]!.index,
        to: indexed[i]!.index,
      });
    }
  }
  return tokens;
}

export function sentenceConcepts(sentence: Sentence): Set<string> {
  return new Set(conceptTokens(sentence.words).map((token) => token.concept));
}

/** The concepts of a short text: a graph parameter, a question. */
export function textConcepts(text: string): string[] {
  const concepts = splitSentences(text).flatMap((sentence) =>
    conceptTokens(sentence.words).map((token) => token.concept),
  );
  return [...new Set(concepts)];
}
