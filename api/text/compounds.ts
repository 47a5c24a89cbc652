import { isNoun, labelForm } from './phrases';
import type { Sentence, Word } from './sentences';

/**
 * A word as a reader sees it: "third-party" and "sustainability-linked" are one
 * modifier although the tokeniser splits them at the hyphen.
 */
export interface Unit {
  words: Word[];
  /** Ends in a noun: can head a noun phrase. */
  noun: boolean;
}

const MODIFIER_TAGS = new Set(['ADJ', 'NOUN', 'PROPN']);

/** Tokens joined by attached hyphens ("data-quality") become one unit. */
export function units(sentence: Sentence): Unit[] {
  const result: Unit[] = [];
  const words = sentence.words;
  for (let i = 0; i < words.length; i++) {
    const run = [words[i]!];
    while (words[i + 1]?.raw === '-' && words[i + 1]!.attached && words[i + 2]?.attached) {
      run.push(words[i + 1]!, words[i + 2]!);
      i += 2;
    }
    result.push({ words: run, noun: isNoun(run.at(-1)!) });
  }
  return result;
}

function canModify(unit: Unit): boolean {
  if (unit.words.length > 1) return unit.words.some((word) => word.content);
  const word = unit.words[0]!;
  return word.content && MODIFIER_TAGS.has(word.pos);
}

/**
 * Verbs the part-of-speech tagger often reads as nouns when a noun follows ("use raw
 * data", "need better data"); as the first word of a noun phrase they are verbs.
 */
const MISREAD_VERBS = new Set(['use', 'need', 'want', 'ask', 'build', 'help', 'get', 'make']);

/** Nouns these words do modify: "use cases" is a subject. */
const COMPOUND_HEADS = new Set(['case', 'cases']);

function isMisreadVerb(unit: Unit, next: Unit | undefined): boolean {
  if (unit.words.length !== 1 || !MISREAD_VERBS.has(unit.words[0]!.normal)) return false;
  return !(next && COMPOUND_HEADS.has(next.words[0]!.normal));
}

/** A figure inside a name: "Scope 3", "Tier 1", "Basel 4". */
export function isFigure(unit: Unit): boolean {
  return unit.words.length === 1 && /^\d/.test(unit.words[0]!.normal);
}

/**
 * Noun phrases with their modifiers, hyphenated compounds and figures included
 * ("third-party ESG ratings", "sustainability-linked loans", "Scope 3 estimates"):
 * maximal runs of modifiers ending in a noun. A figure continues a run but never
 * starts one, so "5 banks" is not a phrase.
 */
export function compoundNounPhrases(sentence: Sentence): Unit[][] {
  const phrases: Unit[][] = [];
  let run: Unit[] = [];
  const close = () => {
    while (run.length > 0 && !run.at(-1)!.noun) run.pop();
    if (run.length > 0) phrases.push(run);
    run = [];
  };
  const all = units(sentence);
  all.forEach((unit, index) => {
    // "… and use raw data": the tagger sometimes reads a verb before a noun as a noun.
    if (run.length === 0 && isMisreadVerb(unit, all[index + 1])) return;
    if (canModify(unit) || (run.length > 0 && isFigure(unit))) run.push(unit);
    else close();
  });
  close();
  return phrases;
}

/** A phrase as written, acronyms and names kept, hyphens kept. */
export function unitLabel(phrase: readonly Unit[], sentence: Sentence): string {
  return phrase
    .map((unit) =>
      unit.words.map((word) => (word.raw === '-' ? '-' : labelForm(word, sentence))).join(''),
    )
    .join(' ');
}
