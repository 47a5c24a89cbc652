/** One recognised word and where it lies in the decoded audio, in seconds. */
export interface TimedWord {
  word: string;
  start: number;
  end: number;
}

/** One utterance pocketsphinx found between two silences. */
export interface Utterance {
  words: TimedWord[];
  /** Where the utterance's closing `</s>` ends: the silence after it starts here. */
  end: number;
}

/** `word start end posterior`, as `pocketsphinx_continuous -time yes` prints each word. */
const WORD_LINE = /^(\S+) (\d+\.\d+) (\d+\.\d+) \d+(?:\.\d+)?$/;
/** Sentence marks, silence and noise fillers: never spoken words. */
const NOT_A_WORD = /^(<s>|<sil>|\[.*\]|\+\+.*\+\+)$/;

/**
 * The utterances of pocketsphinx's `-time yes` output: after each utterance's
 * hypothesis line it lists its words with times, `<s>` first and `</s>` last.
 * Alternate pronunciations are printed as `word(2)`; the suffix is dropped.
 */
export function parseWordTimes(output: string): Utterance[] {
  const utterances: Utterance[] = [];
  let words: TimedWord[] = [];
  for (const line of output.split('\n')) {
    const match = WORD_LINE.exec(line.trim());
    if (!match) continue;
    const [, token, start, end] = match as unknown as [string, string, string, string];
    if (token === '</s>') {
      utterances.push({ words, end: Number(end) });
      words = [];
    } else if (!NOT_A_WORD.test(token)) {
      words.push({ word: token.replace(/\(\d+\)$/, ''), start: Number(start), end: Number(end) });
    }
  }
  // Output cut short (the process stopped) leaves an utterance without its `</s>`.
  if (words.length > 0) utterances.push({ words, end: words.at(-1)!.end });
  return utterances;
}
