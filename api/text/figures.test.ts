import { describe, expect, it } from 'vitest';
import { extractFigures } from './figures';

const figures = (text: string) => extractFigures(text).map(({ kind, figure }) => [kind, figure]);

describe('extractFigures', () => {
  it('finds amounts, shares, time frames and counts, verbatim and in reading order', () => {
    const text =
      'About eighteen months ago every loan above $25 million got a score, and it changes maybe 5 percent of deals; the step-down is 2.5 to 5 basis points across the roughly 30 banks we cover, by 2030.';
    expect(figures(text)).toEqual([
      ['time', 'About eighteen months ago'],
      ['amount', '$25 million'],
      ['share', '5 percent'],
      ['share', '2.5 to 5 basis points'],
      ['count', '30 banks'],
      ['time', 'by 2030'],
    ]);
    for (const figure of extractFigures(text)) {
      expect(text.slice(figure.start, figure.start + figure.figure.length)).toBe(figure.figure);
    }
  });

  it('reads word numbers and ranges: "two coal-adjacent relationships", "30 to 40 percent"', () => {
    expect(
      figures('We exited two coal-adjacent relationships; premiums rose 30 to 40 percent.'),
    ).toEqual([
      ['count', 'two coal-adjacent relationships'],
      ['share', '30 to 40 percent'],
    ]);
  });

  it('leaves out labels, vague amounts and a lone "one"', () => {
    expect(figures('Scope 3 emissions sit at quality 4 or 5.')).toEqual([]);
    expect(
      figures('We spend a few days on it, within a couple of years, one way or another.'),
    ).toEqual([]);
    expect(figures('B2B10 is a product code.')).toEqual([]);
  });
});
