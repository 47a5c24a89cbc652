import type { AskAiResponse, Coverage } from '../../sync/contract';

/**
 * The figures `npm run eval:ai` reports, as pure functions over what the API answered
 * (eval/ai/README.md defines each one in words).
 */

/** Citations looked at by precision@k and hit@k. */
export const CITATION_CUTOFF = 5;

export interface CoverageOutcome {
  /** The label says the interviews cover the question (`answered` or `partial`). */
  covered: boolean;
  predicted: Coverage;
}

export interface CoverageConfusion {
  /** Covered, and the engine said `answered` or `partial`. */
  coveredAsCovered: number;
  /** Covered, but the engine said `not_in_interviews`. */
  coveredAsNotCovered: number;
  /** Not covered, but the engine claimed coverage: the false "covered" answers. */
  notCoveredAsCovered: number;
  /** Not covered, and the engine said so. */
  notCoveredAsNotCovered: number;
}

export function claimsCoverage(predicted: Coverage): boolean {
  return predicted !== 'not_in_interviews';
}

export function isCoverageRight({ covered, predicted }: CoverageOutcome): boolean {
  return covered === claimsCoverage(predicted);
}

export function coverageConfusion(outcomes: readonly CoverageOutcome[]): CoverageConfusion {
  const confusion: CoverageConfusion = {
    coveredAsCovered: 0,
    coveredAsNotCovered: 0,
    notCoveredAsCovered: 0,
    notCoveredAsNotCovered: 0,
  };
  for (const { covered, predicted } of outcomes) {
    const claimed = claimsCoverage(predicted);
    if (covered && claimed) confusion.coveredAsCovered++;
    else if (covered) confusion.coveredAsNotCovered++;
    else if (claimed) confusion.notCoveredAsCovered++;
    else confusion.notCoveredAsNotCovered++;
  }
  return confusion;
}

/** Share of questions whose coverage claim matches the label; NaN for none. */
export function coverageAccuracy(outcomes: readonly CoverageOutcome[]): number {
  return mean(outcomes.map((outcome) => (isCoverageRight(outcome) ? 1 : 0)));
}

/**
 * Of the first `k` citations (in the order the response gives them, repeats of one
 * answer counted each time), the share whose answer is relevant. A response with no
 * citation scores 0: a covered question answered with nothing found nothing relevant.
 * Divided by the citations actually given (at most k), not by k, so an engine that
 * cites three well-chosen answers is not marked down for not padding to five.
 */
export function precisionAtK(
  citedAnswerIds: readonly string[],
  relevant: ReadonlySet<string>,
  k = CITATION_CUTOFF,
): number {
  const top = citedAnswerIds.slice(0, k);
  if (top.length === 0) return 0;
  return top.filter((id) => relevant.has(id)).length / top.length;
}

/** 1 when at least one of the first `k` citations is a relevant answer, else 0. */
export function hitAtK(
  citedAnswerIds: readonly string[],
  relevant: ReadonlySet<string>,
  k = CITATION_CUTOFF,
): number {
  return citedAnswerIds.slice(0, k).some((id) => relevant.has(id)) ? 1 : 0;
}

/** A quote the response shows, and the answers it may have been taken from. */
export interface ShownQuote {
  text: string;
  /** Where it was shown: a citation, or a <blockquote> of the response HTML. */
  origin: 'citation' | 'blockquote';
  /** The answer(s) it claims to come from: one for a citation. */
  answerIds: readonly string[];
}

/**
 * Every quote a response shows: each citation's quote, and each <blockquote> in the
 * HTML. A blockquote is attributed to the answer id it names (a link or data
 * attribute), else to the citations with the same quote, else to every cited answer.
 */
export function shownQuotes(response: Pick<AskAiResponse, 'response' | 'citations'>): ShownQuote[] {
  const quotes: ShownQuote[] = response.citations.map((citation) => ({
    text: citation.quote,
    origin: 'citation',
    answerIds: [citation.answerId],
  }));
  const allCited = [...new Set(response.citations.map((citation) => citation.answerId))];
  for (const block of blockquotes(response.response)) {
    const sameQuote = response.citations
      .filter((citation) => citation.quote === block.text)
      .map((citation) => citation.answerId);
    const answerIds = block.answerIds.length
      ? block.answerIds
      : sameQuote.length
        ? [...new Set(sameQuote)]
        : allCited;
    quotes.push({ text: block.text, origin: 'blockquote', answerIds });
  }
  return quotes;
}

/** A quote is verbatim when it is non-blank and occurs, character for character, in one of its answers. */
export function isVerbatimQuote(
  quote: ShownQuote,
  answerTexts: ReadonlyMap<string, string>,
): boolean {
  if (!quote.text.trim()) return false;
  return quote.answerIds.some((id) => answerTexts.get(id)?.includes(quote.text) ?? false);
}

/** Share of `quotes` that are verbatim; NaN when there are none. */
export function verbatimShare(
  quotes: readonly ShownQuote[],
  answerTexts: ReadonlyMap<string, string>,
): number {
  return mean(quotes.map((quote) => (isVerbatimQuote(quote, answerTexts) ? 1 : 0)));
}

const BLOCKQUOTE = /<blockquote\b[^>]*>([\s\S]*?)<\/blockquote>/gi;
const ANSWER_ID = /\bans_[A-Za-z0-9_-]+/g;
/** Typographic or plain quotation marks the HTML puts around a quote for display. */
const ENCLOSING_MARKS = /^["“”‘’']+|["“”‘’']+$/g;

/** The text of each <blockquote> (its <footer> attribution left out) and any answer ids it names. */
export function blockquotes(html: string): { text: string; answerIds: string[] }[] {
  return [...html.matchAll(BLOCKQUOTE)].map((match) => {
    const inner = match[1]!.replace(/<footer\b[\s\S]*?<\/footer>/gi, '');
    const answerIds = [...new Set(inner.match(ANSWER_ID) ?? [])];
    const text = decodeEntities(inner.replace(/<[^>]*>/g, ' '))
      .replace(/\s+/g, ' ')
      .trim()
      .replace(ENCLOSING_MARKS, '')
      .trim();
    return { text, answerIds };
  });
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? Number.parseInt(body.slice(2), 16)
          : Number(body.slice(1));
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** The nearest-rank percentile `p` (0-100) of `values`; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}
