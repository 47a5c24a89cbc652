import type { Utterance } from '../recognizedWords';

/**
 * pocketsphinx 0.8 only reports an utterance once it has heard the silence after it,
 * so a live draft re-decodes the audio since the last settled point after each chunk
 * and reads the end of that window as provisional. Settled text is never decoded again,
 * which keeps each decode short however long the expert speaks.
 */

/** An utterance that closed this long before the window's end closed on real silence. */
const SILENCE_AFTER_SECONDS = 0.5;
/**
 * Past this, words are settled even mid-sentence. Recognising a window costs about a
 * fifth of its length in CPU on top of loading the model (~0.45 s), once per chunk, so
 * the window must stay short for the text to keep up with one chunk a second.
 */
export const MAX_WINDOW_SECONDS = 4;
/** The newest audio that always stays provisional: its words may still change. */
const PROVISIONAL_TAIL_SECONDS = 1.5;

export interface WindowReading {
  /** Words that will not change any more. */
  settled: string[];
  /** Seconds into the window where the next decode starts (0: nothing settled). */
  settledSeconds: number;
  /** The window's newest words, which the next decode may still revise. */
  provisional: string[];
}

/** Splits one decode of a window `windowSeconds` long into settled and provisional words. */
export function readWindow(utterances: Utterance[], windowSeconds: number): WindowReading {
  const settled: string[] = [];
  let settledSeconds = 0;
  let openFrom = 0;
  for (const [index, utterance] of utterances.entries()) {
    if (utterance.end > windowSeconds - SILENCE_AFTER_SECONDS) break;
    settled.push(...utterance.words.map((w) => w.word));
    settledSeconds = utterance.end;
    openFrom = index + 1;
  }
  const open = utterances.slice(openFrom).flatMap((u) => u.words);
  if (windowSeconds - settledSeconds > MAX_WINDOW_SECONDS) {
    const cut = windowSeconds - PROVISIONAL_TAIL_SECONDS;
    const settling = open.filter((word) => word.end <= cut);
    if (settling.length > 0) {
      settled.push(...settling.map((w) => w.word));
      settledSeconds = settling.at(-1)!.end;
      open.splice(0, settling.length);
    } else if (open.length === 0) {
      // Only silence or noise so far: nothing to keep, but no reason to decode it again.
      settledSeconds = cut;
    }
  }
  return { settled, settledSeconds, provisional: open.map((w) => w.word) };
}
