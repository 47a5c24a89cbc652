/** One word pocketsphinx heard, with its time in the recording and its posterior. */
export interface RecognizedWord {
  word: string;
  /** Seconds from the start of its utterance. */
  start: number;
  end: number;
  /** Posterior probability 0..1 (pocketsphinx `-time yes`). */
  probability: number;
  /** True for the first word of a new utterance (pocketsphinx split the audio on silence). */
  utteranceStart?: boolean;
}

const WORD_LINE = /^(\S+) (\d+\.\d+) (\d+\.\d+) (\d+(?:\.\d+)?)$/;
/** Markers and fillers the recognizer reports that are not words. */
const NOT_WORDS = /^(<s>|<\/s>|<sil>|\[[a-z_]+\]|\+\+.*\+\+)$/i;

/**
 * The words in pocketsphinx_continuous's `-time yes` output: each utterance prints its
 * hypothesis line, then one `word start end probability` line per word, starting with
 * `<s>`. Alternate pronunciations come as `word(2)`.
 */
export function parseWordTimes(output: string): RecognizedWord[] {
  const words: RecognizedWord[] = [];
  let newUtterance = true;
  for (const line of output.split('\n')) {
    const match = WORD_LINE.exec(line.trim());
    if (!match) continue;
    const [, token, start, end, probability] = match;
    if (token === '<s>') newUtterance = true;
    if (NOT_WORDS.test(token!)) continue;
    words.push({
      word: token!.replace(/\(\d+\)$/, ''),
      start: Number(start),
      end: Number(end),
      probability: Math.min(1, Math.max(0, Number(probability))),
      ...(newUtterance ? { utteranceStart: true } : {}),
    });
    newUtterance = false;
  }
  return words;
}

/**
 * How sure the engine is of a transcript, 0..1: the mean posterior of its words,
 * weighted by duration so a long misheard word counts more than a short 'a'.
 * null when nothing was recognised.
 */
export function transcriptConfidence(words: RecognizedWord[]): number | null {
  let weighted = 0;
  let total = 0;
  for (const word of words) {
    const duration = Math.max(0.01, word.end - word.start);
    weighted += word.probability * duration;
    total += duration;
  }
  return total === 0 ? null : Math.round((weighted / total) * 1000) / 1000;
}
