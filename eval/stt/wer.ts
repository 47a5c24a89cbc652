import { spokenWords } from '../../api/transcription/spokenWords';

/**
 * A transcript's words for scoring: spoken form on both sides, and 'and' dropped
 * because speakers say it inside numbers or not ('five hundred (and) fifty').
 */
export function normaliseWords(text: string): string[] {
  return spokenWords(text).filter((word) => word !== 'and');
}

/** Word-level Levenshtein distance: substitutions + deletions + insertions. */
export function wordErrors(reference: string[], hypothesis: string[]): number {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, j) => j);
  for (let i = 1; i <= reference.length; i++) {
    const current = [i];
    for (let j = 1; j <= hypothesis.length; j++) {
      const substitution = previous[j - 1]! + (reference[i - 1] === hypothesis[j - 1] ? 0 : 1);
      current[j] = Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1);
    }
    previous = current;
  }
  return previous[hypothesis.length]!;
}

/** Errors and reference length of one transcript, after normalising both sides. */
export function scoreTranscript(reference: string, hypothesis: string) {
  const ref = normaliseWords(reference);
  return { errors: wordErrors(ref, normaliseWords(hypothesis)), words: ref.length };
}

/** Word error rate over many transcripts: total errors over total reference words. */
export function wordErrorRate(scores: { errors: number; words: number }[]): number {
  const words = scores.reduce((sum, s) => sum + s.words, 0);
  return words === 0 ? 0 : scores.reduce((sum, s) => sum + s.errors, 0) / words;
}
