import { extractFigures, type FigureKind } from '../../text/figures';
import type { AnalysedPassage } from '../passages';
import type { FigureRef } from '../provider';

/** Shares and amounts are what a reader forwards; time frames next; counts last. */
const KIND_ORDER: Record<FigureKind, number> = { share: 0, amount: 1, time: 2, count: 3 };
const MAX_FIGURES = 5;
const MAX_PER_EXPERT = 2;
/** A clause shorter than this many words does not say what its figure measures. */
const MIN_CONTEXT_WORDS = 6;

/**
 * The figures experts give (shares, amounts, time frames, counts), each with the clause
 * it stands in, both verbatim: at most two per expert, five in all, shares and amounts
 * first, in reading order within a kind.
 */
export function notableFigures(analysed: readonly AnalysedPassage[]): FigureRef[] {
  const found = analysed.flatMap(({ passage, sentences }) =>
    sentences.flatMap((sentence) =>
      extractFigures(sentence.text).map((figure) => ({
        passage,
        figure,
        quote: clauseAround(sentence.text, figure.start, figure.figure.length),
      })),
    ),
  );
  const ordered = found
    .map((item, position) => ({ ...item, position }))
    .sort(
      (a, b) => KIND_ORDER[a.figure.kind] - KIND_ORDER[b.figure.kind] || a.position - b.position,
    );
  const perExpert = new Map<string, number>();
  const chosen: typeof ordered = [];
  for (const item of ordered) {
    if (chosen.length >= MAX_FIGURES) break;
    const used = perExpert.get(item.passage.interviewId) ?? 0;
    if (used >= MAX_PER_EXPERT) continue;
    if (chosen.some((other) => other.quote === item.quote)) continue;
    perExpert.set(item.passage.interviewId, used + 1);
    chosen.push(item);
  }
  return chosen
    .sort((a, b) => a.position - b.position)
    .map((item) => ({
      answerId: item.passage.answerId,
      figure: item.figure.figure,
      quote: item.quote,
    }));
}

/**
 * The clause of `sentence` holding the figure: cut at commas, semicolons, colons and
 * dashes around it, widened a clause at a time while it is too short to say what the
 * figure measures. Verbatim, so it can be quoted and found in the answer.
 */
export function clauseAround(sentence: string, start: number, length: number): string {
  const cuts = [0];
  for (const match of sentence.matchAll(/[,;:—–]\s|\s[—–]\s/g)) cuts.push(match.index + 1);
  cuts.push(sentence.length);
  let from = cuts.filter((cut) => cut <= start).at(-1) ?? 0;
  let to = cuts.find((cut) => cut >= start + length) ?? sentence.length;
  const words = () => sentence.slice(from, to).split(/\s+/).filter(Boolean).length;
  while (words() < MIN_CONTEXT_WORDS && (from > 0 || to < sentence.length)) {
    const before = cuts.filter((cut) => cut < from).at(-1);
    const after = cuts.find((cut) => cut > to);
    if (before !== undefined) from = before;
    else if (after !== undefined) to = after;
    else break;
  }
  return sentence
    .slice(from, to)
    .replace(/^[\s,;:—–]+/, '')
    .replace(/[\s,;:—–]+$/, '');
}
