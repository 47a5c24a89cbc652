import { type Sentence, splitSentences, type Word } from '../text/sentences';

/**
 * Below this confidence (0-1, as the transcription provider reports it for the whole
 * answer) a transcript is more likely wrong than right in the places that matter: it
 * is not quoted back to the expert, not followed up on, and not counted usable.
 * Measured with the local engine (duration-weighted word posteriors) on flite's slt
 * voice: clean finance sentences 0.68-0.84; the same under pink noise, mostly misheard,
 * 0.14-0.59.
 */
export const LOW_TRANSCRIPT_CONFIDENCE = 0.6;

/** Fewer words than this cannot show a pattern: a short answer is judged on confidence alone. */
const MIN_JUDGED_WORDS = 4;
/** Adjacent repeats ("art art", "the the") in at least this share of words. */
const REPEAT_SHARE = 0.05;
/** Fillers and noise markers in at least this share of words. */
const NOISE_SHARE = 0.2;
/** Word pairs no English sentence has ("a the", "the of") in at least this share of words. */
const BROKEN_PAIR_SHARE = 0.1;

/**
 * What a recogniser emits for breath, hesitation and noise. Recognisers with a fixed
 * dictionary (pocketsphinx) never emit unknown words: their garbage is real words in an
 * impossible order, so out-of-vocabulary noise shows as these markers and as broken pairs.
 */
const NOISE_WORDS = new Set(['um', 'uh', 'er', 'erm', 'hmm', 'mm', 'mhm', 'ah', 'eh', 'huh']);
/** "[noise]", "<unk>", "++breath++": what some engines write for sound that is not speech. */
const NOISE_MARKERS = /\[[^\]]*\]|<[^>]*>|\+\+[^+]*\+\+/g;
/** Single letters that are words. */
const ONE_LETTER_WORDS = new Set(['a', 'i']);

/** Tags that cannot follow a determiner ("the of", "a the", "the is"). */
const NOT_AFTER_DETERMINER = new Set(['DET', 'ADP', 'AUX', 'CCONJ', 'SCONJ', 'PART', 'PRON']);

export type TranscriptDoubt = 'low_confidence' | 'repeated_words' | 'noise' | 'broken_word_order';

export interface TranscriptFacts {
  /** The text to judge: the transcript, or the answer text taken from it. */
  text: string;
  /** 0-1 from the speech engine; null or absent when unknown. */
  confidence?: number | null;
}

/**
 * Why a machine transcript should not be trusted, empty when there is no reason to
 * doubt it. Typed text is never judged here: a person's odd wording is theirs.
 */
export function transcriptDoubts(facts: TranscriptFacts): TranscriptDoubt[] {
  const doubts: TranscriptDoubt[] = [];
  if (facts.confidence != null && facts.confidence < LOW_TRANSCRIPT_CONFIDENCE) {
    doubts.push('low_confidence');
  }
  return [...doubts, ...garbledSigns(facts.text)];
}

/** The signs of recognition garbage in text, whatever its confidence. */
export function garbledSigns(text: string): TranscriptDoubt[] {
  // Markers are cut out before tokenising, which would split "[noise]" into three tokens.
  const markers = text.match(NOISE_MARKERS)?.length ?? 0;
  const sentences = splitSentences(text.replace(NOISE_MARKERS, ' '));
  const words = sentences.flatMap((sentence) => sentence.words.filter(isSpoken));
  const spoken = words.length + markers;
  if (spoken < MIN_JUDGED_WORDS) return [];
  const signs: TranscriptDoubt[] = [];
  const repeats = adjacentRepeats(sentences);
  // One repeated content word ("art art") in a short answer is enough: nobody says that.
  if (repeats.all >= Math.max(2, spoken * REPEAT_SHARE) || (repeats.content > 0 && spoken <= 20)) {
    signs.push('repeated_words');
  }
  if (markers + words.filter(isNoise).length >= spoken * NOISE_SHARE) signs.push('noise');
  if (brokenPairs(sentences) >= Math.max(2, spoken * BROKEN_PAIR_SHARE)) {
    signs.push('broken_word_order');
  }
  return signs;
}

/** A word that repeats the one before it, so a phrase holding one is never quoted. */
export function repeatsPrevious(words: readonly Word[], index: number): boolean {
  const previous = words[index - 1];
  return Boolean(previous && isSpoken(previous) && previous.normal === words[index]!.normal);
}

export function isNoise(word: Word): boolean {
  const normal = word.normal;
  if (NOISE_WORDS.has(normal)) return true;
  return /^\p{L}$/u.test(normal) && !ONE_LETTER_WORDS.has(normal);
}

function isSpoken(word: Word): boolean {
  return /[\p{L}\p{N}]/u.test(word.raw);
}

/**
 * Words that repeat the word before ("art art") or, with the word before them, the two
 * before ("i live i live"): a recogniser looping on noise. `content` counts the
 * repeats that carry meaning, which nobody says twice in a row.
 */
function adjacentRepeats(sentences: readonly Sentence[]): { all: number; content: number } {
  let all = 0;
  let content = 0;
  for (const sentence of sentences) {
    const words = sentence.words.filter(isSpoken);
    words.forEach((word, index) => {
      const pairRepeat =
        index >= 3 &&
        words[index - 1]!.normal === words[index - 3]!.normal &&
        word.normal === words[index - 2]!.normal;
      if (!repeatsPrevious(words, index) && !pairRepeat) return;
      all++;
      if (word.content || pairRepeat) content++;
    });
  }
  return { all, content };
}

/** Determiners followed by what cannot follow one, or ending the text. */
function brokenPairs(sentences: readonly Sentence[]): number {
  let broken = 0;
  for (const { words } of sentences) {
    const spoken = words.filter(isSpoken);
    spoken.forEach((word, index) => {
      if (word.pos !== 'DET' || !ARTICLES.has(word.normal)) return;
      const next = spoken[index + 1];
      if (!next || NOT_AFTER_DETERMINER.has(next.pos)) broken++;
    });
  }
  return broken;
}

/**
 * Only the articles: "that", "this", "all" and "some" are tagged DET too but stand
 * alone well ("all of them", "that is").
 */
const ARTICLES = new Set(['a', 'an', 'the']);
