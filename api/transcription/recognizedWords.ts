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

/** One utterance pocketsphinx found between two silences. */
export interface Utterance {
  words: RecognizedWord[];
  /** Where the utterance's closing `</s>` ends: the silence after it starts here. */
  end: number;
}

const WORD_LINE = /^(\S+) (\d+\.\d+) (\d+\.\d+) (\d+(?:\.\d+)?)$/;
/** Markers and fillers the recognizer reports that are not words. */
const NOT_WORDS = /^(<s>|<\/s>|<sil>|\[[a-z_]+\]|\+\+.*\+\+)$/i;

/**
 * The utterances in pocketsphinx_continuous's `-time yes` output: each utterance prints
 * its hypothesis line, then one `word start end probability` line per word, from `<s>`
 * to `</s>`. Alternate pronunciations come as `word(2)`; the suffix is dropped.
 */
export function parseUtterances(output: string): Utterance[] {
  const utterances: Utterance[] = [];
  let words: RecognizedWord[] = [];
  for (const line of output.split('\n')) {
    const match = WORD_LINE.exec(line.trim());
    if (!match) continue;
    const [, token, start, end, probability] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    if (token === '</s>') {
      utterances.push({ words, end: Number(end) });
      words = [];
    } else if (!NOT_WORDS.test(token)) {
      words.push({
        word: token.replace(/\(\d+\)$/, ''),
        start: Number(start),
        end: Number(end),
        probability: Math.min(1, Math.max(0, Number(probability))),
      });
    }
  }
  // Output cut short (the process stopped) leaves an utterance without its `</s>`.
  if (words.length > 0) utterances.push({ words, end: words.at(-1)!.end });
  return utterances;
}

/** Every word of the output, the first of each utterance marked `utteranceStart`. */
export function parseWordTimes(output: string): RecognizedWord[] {
  return parseUtterances(output).flatMap(({ words }) =>
    words.map((word, index) => (index === 0 ? { ...word, utteranceStart: true } : word)),
  );
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
