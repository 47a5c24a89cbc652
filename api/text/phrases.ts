import type { Sentence, Word } from './sentences';

const NOUNS = new Set(['NOUN', 'PROPN']);
const NOUN_PHRASE_TAGS = new Set(['ADJ', 'NOUN', 'PROPN']);
const POSSESSIVES = new Set(['my', 'our', 'your', 'their', 'his', 'her', 'its']);

export interface NounPhrase {
  words: Word[];
  /** Preceded by "your", "our", …: about the speaker ("your firm"), not a subject. */
  owned: boolean;
}

export function isNoun(word: Word): boolean {
  return NOUNS.has(word.pos);
}

/**
 * Maximal runs of adjacent adjectives and nouns that end in a noun ("regulatory
 * changes", "credit risk assessment"), as tagged by wink-nlp.
 */
export function nounPhrases(sentence: Sentence): NounPhrase[] {
  const phrases: NounPhrase[] = [];
  let run: Word[] = [];
  let runStart = 0;
  const close = () => {
    while (run.length > 0 && !isNoun(run.at(-1)!)) run.pop();
    if (run.length > 0) {
      const before = sentence.words[runStart - 1];
      phrases.push({ words: run, owned: Boolean(before && POSSESSIVES.has(before.normal)) });
    }
    run = [];
  };
  sentence.words.forEach((word, index) => {
    if (word.content && NOUN_PHRASE_TAGS.has(word.pos)) {
      if (run.length === 0) runStart = index;
      run.push(word);
    } else close();
  });
  close();
  return phrases;
}

/** How a word is written in a label: acronyms and names as written, the rest lower-case. */
export function labelForm(word: Word, sentence: Sentence): string {
  const isAcronym = word.raw.length > 1 && word.raw === word.raw.toUpperCase();
  const isName = word.pos === 'PROPN' && sentence.words[0] !== word;
  return isAcronym || isName ? word.raw : word.normal;
}
