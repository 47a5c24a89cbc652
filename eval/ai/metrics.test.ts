import { describe, expect, it } from 'vitest';
import type { AskAiResponse, Citation } from '../../sync/contract';
import {
  blockquotes,
  coverageAccuracy,
  coverageConfusion,
  hitAtK,
  percentile,
  precisionAtK,
  shownQuotes,
  verbatimShare,
} from './metrics';

const ANSWERS = new Map([
  ['ans_a', 'Scope 3 emissions are the big one; we estimate rather than measure & refine.'],
  ['ans_b', 'Third-party ESG ratings disagree so much that we stopped buying them.'],
]);

function citation(answerId: string, quote: string): Citation {
  return {
    answerId,
    interviewId: 'int_x',
    expertName: 'Marcus Chen',
    company: 'Northbridge Bank',
    questionText: 'What data gaps?',
    quote,
  };
}

function response(
  html: string,
  citations: Citation[],
): Pick<AskAiResponse, 'response' | 'citations'> {
  return { response: html, citations };
}

describe('coverage accuracy', () => {
  const outcomes = [
    { covered: true, predicted: 'answered' as const },
    { covered: true, predicted: 'partial' as const },
    { covered: true, predicted: 'not_in_interviews' as const },
    { covered: false, predicted: 'partial' as const },
    { covered: false, predicted: 'not_in_interviews' as const },
  ];

  it('counts answered and partial as claiming coverage', () => {
    expect(coverageConfusion(outcomes)).toEqual({
      coveredAsCovered: 2,
      coveredAsNotCovered: 1,
      notCoveredAsCovered: 1,
      notCoveredAsNotCovered: 1,
    });
    expect(coverageAccuracy(outcomes)).toBeCloseTo(3 / 5);
  });

  it('is undefined (NaN) without questions', () => {
    expect(coverageAccuracy([])).toBeNaN();
  });
});

describe('precision@5 and hit@5', () => {
  const relevant = new Set(['ans_a', 'ans_b']);

  it('looks at the first five citations only, repeats counted each time', () => {
    const cited = ['ans_a', 'ans_x', 'ans_a', 'ans_y', 'ans_z', 'ans_b', 'ans_b'];
    expect(precisionAtK(cited, relevant)).toBeCloseTo(2 / 5);
    expect(hitAtK(cited, relevant)).toBe(1);
  });

  it('divides by the citations given when there are fewer than five', () => {
    expect(precisionAtK(['ans_b', 'ans_x'], relevant)).toBeCloseTo(1 / 2);
    expect(precisionAtK(['ans_a'], relevant)).toBe(1);
  });

  it('scores 0 when nothing is cited or nothing relevant is in the first five', () => {
    expect(precisionAtK([], relevant)).toBe(0);
    expect(hitAtK([], relevant)).toBe(0);
    const late = ['ans_v', 'ans_w', 'ans_x', 'ans_y', 'ans_z', 'ans_a'];
    expect(precisionAtK(late, relevant)).toBe(0);
    expect(hitAtK(late, relevant)).toBe(0);
  });
});

describe('verbatim share', () => {
  it('checks each citation against the answer it cites', () => {
    const quotes = shownQuotes(
      response('', [
        citation('ans_a', 'we estimate rather than measure & refine'),
        // Verbatim, but in another answer than the one it cites.
        citation('ans_a', 'Third-party ESG ratings disagree'),
        citation('ans_b', 'ratings disagree so much'),
        citation('ans_b', '   '),
      ]),
    );
    expect(verbatimShare(quotes, ANSWERS)).toBeCloseTo(2 / 4);
  });

  it('reads blockquotes as shown: entities decoded, display quotation marks and footer left out', () => {
    const html =
      '<p>Two experts agree.</p>\n<blockquote><p>“we estimate rather than measure &amp; refine”</p>' +
      '<footer>Marcus Chen, Northbridge Bank</footer></blockquote>';
    const cited = [citation('ans_a', 'we estimate rather than measure & refine')];
    const quotes = shownQuotes(response(html, cited));
    expect(quotes.map((quote) => [quote.origin, quote.text, quote.answerIds])).toEqual([
      ['citation', 'we estimate rather than measure & refine', ['ans_a']],
      ['blockquote', 'we estimate rather than measure & refine', ['ans_a']],
    ]);
    expect(verbatimShare(quotes, ANSWERS)).toBe(1);
  });

  it('attributes a blockquote to the answer it links to, and catches an altered quote', () => {
    const html =
      '<blockquote><p><a href="/customer/x#ans_b">“Third-party ESG ratings disagree a lot”</a></p></blockquote>' +
      '<blockquote><p>&#8220;ratings disagree so much&#x201D;</p></blockquote>';
    const quotes = shownQuotes(response(html, [citation('ans_b', 'ESG ratings')]));
    const shown = quotes.filter((quote) => quote.origin === 'blockquote');
    expect(shown.map((quote) => quote.answerIds)).toEqual([['ans_b'], ['ans_b']]);
    expect(verbatimShare(shown, ANSWERS)).toBeCloseTo(1 / 2);
  });

  it('finds nothing to check in a response without quotes', () => {
    expect(blockquotes('<p>The expert interviews do not cover this question.</p>')).toEqual([]);
    expect(verbatimShare(shownQuotes(response('<p>No.</p>', [])), ANSWERS)).toBeNaN();
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile([42], 95)).toBe(42);
    expect(percentile([], 50)).toBeNaN();
  });
});
