import { formatNumbers } from './formatNumbers';
import type { RecognizedWord } from './recognizedWords';

/** A silence this long (seconds) between two words ends a sentence. */
export const SENTENCE_PAUSE = 0.3;

/**
 * Spellings that are not plain lower case, learnt from text the project wrote
 * ('ESG', 'SOFR', 'Europe', 'Article'): each word's most frequent form. Words that
 * only appear capitalised at the start of a sentence are not taken as names.
 */
export function learnSpellings(texts: string[]): Map<string, string> {
  const forms = new Map<string, Map<string, number>>();
  for (const text of texts) {
    for (const sentence of text.split(/(?<=[.?!])\s+/)) {
      const tokens = sentence.match(/[A-Za-z][A-Za-z']*/g) ?? [];
      tokens.forEach((token, index) => {
        if (index === 0 && !/^[A-Z]{2,}$/.test(token)) return;
        const key = token.toLowerCase();
        const counts = forms.get(key) ?? new Map<string, number>();
        counts.set(token, (counts.get(token) ?? 0) + 1);
        forms.set(key, counts);
      });
    }
  }
  const spellings = new Map<string, string>();
  for (const [key, counts] of forms) {
    const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
    if (best !== key) spellings.set(key, best);
  }
  return spellings;
}

/**
 * The recognizer's lower-case words as prose: sentences split where the speaker
 * paused (or pocketsphinx started a new utterance), a capital to start each, 'I' and
 * the project's own spellings, figures as digits, a full stop to end each sentence.
 */
export function formatTranscript(
  words: RecognizedWord[],
  spellings: Map<string, string> = new Map(),
): string {
  const sentences: string[][] = [];
  let previousEnd = 0;
  for (const word of words) {
    const pause = word.start - previousEnd;
    if (sentences.length === 0 || word.utteranceStart || pause >= SENTENCE_PAUSE) {
      sentences.push([]);
    }
    sentences.at(-1)!.push(word.word);
    previousEnd = word.end;
  }
  return sentences
    .map((sentence) => {
      const tokens = formatNumbers(sentence).map((token) => spell(token, spellings));
      tokens[0] = capitalise(tokens[0]!);
      return `${tokens.join(' ')}.`;
    })
    .join(' ');
}

function spell(token: string, spellings: Map<string, string>): string {
  if (token === 'i' || token.startsWith("i'")) return `I${token.slice(1)}`;
  return spellings.get(token) ?? token;
}

function capitalise(token: string): string {
  return token.charAt(0).toUpperCase() + token.slice(1);
}
