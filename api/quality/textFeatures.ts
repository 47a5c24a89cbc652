import type { Sentence, Word } from '../text/sentences';

/** What an answer's text offers a reader, measured on wink-nlp's tokens and tags. */
export interface TextFeatures {
  /** Tokens with a letter or digit: punctuation is not a word. */
  words: number;
  /** Distinct content stems: how much ground the answer covers. */
  distinctTerms: number;
  /** Figures as written: "2,000", "30", "eighteen". */
  numbers: string[];
  /** Proper names and acronyms: "Basel III", "PCAF", "ESG". */
  names: string[];
}

/**
 * "One" is tagged as a number but is mostly a pronoun or an article ("the second one",
 * "one standard template"), so it does not make an answer specific.
 */
const NOT_A_FIGURE = new Set(['one']);

export function textFeatures(sentences: readonly Sentence[]): TextFeatures {
  const numbers: string[] = [];
  const names: string[] = [];
  const terms = new Set<string>();
  let words = 0;
  for (const sentence of sentences) {
    const first = sentence.words.find(isWord);
    for (const word of sentence.words) {
      if (!isWord(word)) continue;
      words++;
      if (isFigure(word)) numbers.push(word.raw);
      // wink tags many capitalised sentence openers ("Data", "Founders") as proper
      // nouns; only acronyms count there.
      else if (isAcronym(word) || (word.pos === 'PROPN' && word !== first)) names.push(word.raw);
    }
    for (const term of sentence.terms) terms.add(term);
  }
  return { words, distinctTerms: terms.size, numbers, names };
}

function isWord(word: Word): boolean {
  return /[\p{L}\p{N}]/u.test(word.raw);
}

function isFigure(word: Word): boolean {
  if (/\d/.test(word.raw)) return true;
  return word.pos === 'NUM' && !NOT_A_FIGURE.has(word.normal);
}

/** Two or more capitals and nothing lower-case: "ESG", "NGFS", "B2B", "US". */
function isAcronym(word: Word): boolean {
  return /^[\p{Lu}\d&-]+$/u.test(word.raw) && (word.raw.match(/\p{Lu}/gu)?.length ?? 0) >= 2;
}
