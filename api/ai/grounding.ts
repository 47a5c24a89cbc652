import type { Citation } from '../../sync/contract';
import type { AnswerPassage } from '../retrieval/types';
import type { AnswerDraft, DraftBlock, QuoteRef } from './provider';

export type PassageIndex = ReadonlyMap<string, AnswerPassage>;

export function indexPassages(passages: readonly AnswerPassage[]): PassageIndex {
  return new Map(passages.map((passage) => [passage.answerId, passage]));
}

/** A quote counts only if it is non-blank and appears, exactly, in the answer it cites. */
export function isVerbatim(quote: QuoteRef, passages: PassageIndex): boolean {
  const passage = passages.get(quote.answerId);
  return Boolean(passage && quote.quote.trim() && passage.text.includes(quote.quote));
}

export function verifiedQuotes<Q extends QuoteRef>(
  quotes: readonly Q[],
  passages: PassageIndex,
): Q[] {
  return quotes.filter((quote) => isVerbatim(quote, passages));
}

export function toCitation(quote: QuoteRef, passages: PassageIndex): Citation {
  const passage = passages.get(quote.answerId);
  if (!passage) throw new Error(`No passage ${quote.answerId} for a verified quote`);
  return {
    answerId: passage.answerId,
    interviewId: passage.interviewId,
    expertName: passage.expertName,
    company: passage.company,
    questionText: passage.questionText,
    quote: quote.quote,
  };
}

/**
 * A source line as a person reads it: who said it, where they work, and what they
 * were answering; no internal id. It always starts with fixed words, so a stored name
 * that looks like a URL can never turn into a link in the app's Sources list.
 */
export function sourceLine(passage: AnswerPassage): string {
  return `Expert interview: ${passage.expertName}, ${passage.company}, answering “${passage.questionText}”`;
}

export const NOT_COVERED = 'The expert interviews do not cover this question.';

/**
 * Keeps only the quotes that are verbatim in their answers. An answer left without a
 * single quote is not grounded any more, so it becomes a "not in the interviews" one;
 * and that kind never carries quotes.
 */
export function groundDraft(draft: AnswerDraft, passages: PassageIndex) {
  const covered = draft.coverage !== 'not_in_interviews';
  const keep = (block: DraftBlock) =>
    block.kind !== 'quote' || (covered && isVerbatim(block, passages));
  let blocks = draft.blocks.filter(keep);
  const quotes = blocks.filter((block) => block.kind === 'quote');
  let coverage = draft.coverage;
  if (covered && quotes.length === 0) {
    coverage = 'not_in_interviews';
    blocks = [
      { kind: 'text', text: NOT_COVERED },
      ...blocks.filter((block) => block.kind === 'note'),
    ];
  }
  const citations = quotes.map((quote) => toCitation(quote, passages));
  const cited = [...new Set(citations.map((citation) => citation.answerId))];
  return {
    draft: { ...draft, coverage, blocks },
    citations,
    sources: cited.map((answerId) => sourceLine(passages.get(answerId)!)),
  };
}
