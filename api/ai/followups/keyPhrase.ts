import { isNoise, repeatsPrevious } from '../../quality/transcriptDoubts';
import { isNoun, labelForm, nounPhrases } from '../../text/phrases';
import { type Sentence, splitSentences, type Word } from '../../text/sentences';

/** A key phrase longer than this stops reading like something the expert said. */
const MAX_PHRASE_WORDS = 6;

/**
 * Nouns that say nothing on their own: "You mentioned things" is not listening. A
 * phrase needs at least one noun outside this list.
 */
const EMPTY_NOUNS = new Set([
  'thing',
  'stuff',
  'lot',
  'way',
  'kind',
  'sort',
  'bit',
  'situation',
  'case',
  'time',
  'people',
  'something',
  'anything',
  'everything',
  'nothing',
  'area',
  'aspect',
  'part',
  'side',
  'point',
  'question',
  'answer',
  'issu',
  'fact',
  'idea',
  'level',
  'term',
  'type',
  'place',
  'world',
  'day',
  'year',
  'everyon',
  'someon',
  'one',
  'yeah',
  'okay',
  'ok',
  'hey',
  'stage',
  'deal',
  'extent',
]);

const PHRASE_TAGS = new Set(['ADJ', 'NOUN', 'PROPN']);
const MODIFIER_TAGS = new Set(['DET', 'NUM', 'ADJ']);

export interface Phrase {
  /** As it is quoted: "the research process", "Frankfurt desk". */
  text: string;
  sentence: Sentence;
  /** Its nouns and adjectives (the article and any prepositional phrase excluded). */
  words: Word[];
  /** Where its words sit in `sentence.words`. */
  start: number;
  end: number;
}

/**
 * The answer's own words for what it is about: noun phrases ("compliance costs",
 * "the research process") that are not about the speaker ("our team"), hold a noun
 * that means something, and carry no sign of misrecognition (a repeated word, a
 * filler). Longest first, first one on a tie. Never a lone adjective: a phrase ends
 * in a noun, and a capitalised sentence opener counts as a noun only if it still is
 * one written in lower case (wink tags any capitalised opener, "Hard", as a name).
 */
export function keyPhrases(sentences: readonly Sentence[]): Phrase[] {
  const phrases: Phrase[] = [];
  for (const original of sentences) {
    const sentence = withOpenerRetagged(original);
    for (const phrase of nounPhrases(sentence)) {
      const start = sentence.words.indexOf(phrase.words[0]!);
      // "our team" is the speaker, not a subject; "their exposure" is one.
      if (phrase.owned && SPEAKER.has(sentence.words[start - 1]?.normal ?? '')) continue;
      const end = start + phrase.words.length;
      if (!quotable(sentence.words, start, end)) continue;
      phrases.push(render(sentence, start, end));
    }
  }
  return phrases.sort((a, b) => b.end - b.start - (a.end - a.start));
}

/** Which side of a claim's word its subject is on: "costs keep rising" before, "more demand" after. */
export type Side = 'before' | 'after';

/** Words on the wrong side of a claim cost this many more than words on the right side. */
const WRONG_SIDE_COST = 3;

/**
 * The phrase nearest any of `words` (the words of a claim: "rising", "hard"), and how
 * far: the words between them, plus WRONG_SIDE_COST when it is not on the side
 * `side` names; zero for a phrase holding the word. Undefined when no phrase shares a
 * sentence with them.
 */
export function phraseNear(
  phrases: readonly Phrase[],
  words: readonly Word[],
  side: (words: readonly Word[], index: number) => Side,
): { phrase: Phrase; distance: number } | undefined {
  let best: { phrase: Phrase; distance: number } | undefined;
  for (const word of words) {
    for (const phrase of phrases) {
      const index = indexIn(phrase.sentence, word);
      if (index < 0) continue;
      const preferred = side(phrase.sentence.words, index);
      const distance =
        index < phrase.start
          ? phrase.start - index - 1 + (preferred === 'after' ? 0 : WRONG_SIDE_COST)
          : index >= phrase.end
            ? index - phrase.end + (preferred === 'before' ? 0 : WRONG_SIDE_COST)
            : 0;
      if (!best || distance < best.distance) best = { phrase, distance };
    }
  }
  return best;
}

/** The phrase that starts at most two words after one of `words` ("depends on the data quality"). */
export function phraseAfter(
  phrases: readonly Phrase[],
  words: readonly Word[],
): string | undefined {
  for (const word of words) {
    for (const phrase of phrases) {
      const index = indexIn(phrase.sentence, word);
      if (index >= 0 && phrase.start > index && phrase.start - index <= 3) return phrase.text;
    }
  }
  return undefined;
}

/** The word's place in the sentence; a retagged opener is a copy, so it is matched by its text. */
function indexIn(sentence: Sentence, word: Word): number {
  const index = sentence.words.indexOf(word);
  if (index >= 0) return index;
  const opener = sentence.words[0];
  return opener && opener.raw === word.raw && opener.stem === word.stem ? 0 : -1;
}

function quotable(words: readonly Word[], start: number, end: number): boolean {
  const span = words.slice(start, end);
  if (span.some((word, offset) => isNoise(word) || repeatsPrevious(words, start + offset)))
    return false;
  // "market market": the phrase's last word repeated right after it is misheard too.
  if (end < words.length && repeatsPrevious(words, end)) return false;
  return span.some(
    (word) =>
      isNoun(word) &&
      !EMPTY_NOUNS.has(word.stem) &&
      !EMPTY_NOUNS.has(word.normal) &&
      (word.normal.length > 2 || /^\p{Lu}{2}$/u.test(word.raw)),
  );
}

function render(sentence: Sentence, start: number, end: number): Phrase {
  const words = sentence.words;
  const before = words[start - 1];
  const from =
    before && ARTICLES.has(before.normal) && (before.pos === 'DET' || before.pos === 'PRON')
      ? start - 1
      : start;
  // A lone noun also takes the prepositional phrase after it ("AI for some things"):
  // alone it says too little of what the expert meant.
  const to = end - start === 1 ? (prepositionalPhraseEnd(words, end) ?? end) : end;
  const text = words
    .slice(from, Math.min(to, from + MAX_PHRASE_WORDS))
    .map((word) => (word.content ? labelForm(word, sentence) : word.normal))
    .join(' ');
  return { text, sentence, words: words.slice(start, end), start, end };
}

/** Words kept before a quoted phrase: articles, demonstratives and third-person possessives. */
const ARTICLES = new Set([
  'the',
  'a',
  'an',
  'this',
  'that',
  'these',
  'those',
  'their',
  'its',
  'his',
  'her',
]);
const SPEAKER = new Set(['my', 'our', 'your']);

/** Where "for some things" ends when one starts at `from`; undefined when none does. */
function prepositionalPhraseEnd(words: readonly Word[], from: number): number | undefined {
  if (words[from]?.pos !== 'ADP') return undefined;
  let index = from + 1;
  while (words[index] && MODIFIER_TAGS.has(words[index]!.pos)) index++;
  let end: number | undefined;
  while (words[index] && PHRASE_TAGS.has(words[index]!.pos)) {
    if (isNoun(words[index]!) && !repeatsPrevious(words, index) && !isNoise(words[index]!)) {
      end = index + 1;
    }
    index++;
  }
  return end;
}

/**
 * The sentence with its first word tagged as it would be in lower case, when wink
 * called a capitalised opener a name: "Hard to say" is an adjective, "Regulation is…"
 * a noun. Acronyms keep their tag.
 */
function withOpenerRetagged(sentence: Sentence): Sentence {
  const first = sentence.words[0];
  if (first?.pos !== 'PROPN' || first.raw === first.raw.toUpperCase()) return sentence;
  const lowered = first.raw[0]!.toLowerCase() + sentence.text.slice(1);
  const retagged = splitSentences(lowered)[0];
  const opener = retagged?.words[0];
  if (!opener || opener.normal !== first.normal) return sentence;
  return { ...sentence, words: [{ ...first, pos: opener.pos }, ...sentence.words.slice(1)] };
}
