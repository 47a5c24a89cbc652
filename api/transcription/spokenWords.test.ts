import { describe, expect, it } from 'vitest';
import { normaliseWords, scoreTranscript, wordErrorRate, wordErrors } from '../../eval/stt/wer';
import { integerToWords, numberToWords, spokenWords } from './spokenWords';

describe('spokenWords', () => {
  it('says figures as words and drops punctuation', () => {
    expect(spokenWords('Spreads fell to 550 bps, a 60% drop; $3.5 billion left.')).toEqual(
      'spreads fell to five hundred and fifty bps a sixty percent drop three point five billion dollars left'.split(
        ' ',
      ),
    );
    expect(spokenWords("Article 9 funds' investors don't 'panic'")).toEqual([
      'article',
      'nine',
      'funds',
      'investors',
      "don't",
      'panic',
    ]);
  });

  it('writes whole numbers and decimals as a speaker says them', () => {
    expect(integerToWords(0)).toBe('zero');
    expect(integerToWords(21)).toBe('twenty one');
    expect(integerToWords(1200)).toBe('one thousand two hundred');
    expect(integerToWords(2_000_005)).toBe('two million and five');
    expect(numberToWords('1,250.75')).toBe('one thousand two hundred and fifty point seven five');
  });
});

describe('word error rate', () => {
  it('counts substitutions, deletions and insertions', () => {
    expect(wordErrors(['a', 'b', 'c'], ['a', 'b', 'c'])).toBe(0);
    expect(wordErrors(['a', 'b', 'c'], ['a', 'x', 'c'])).toBe(1);
    expect(wordErrors(['a', 'b', 'c'], ['a', 'c'])).toBe(1);
    expect(wordErrors(['a', 'b', 'c'], ['a', 'b', 'c', 'd', 'e'])).toBe(2);
    expect(wordErrors([], ['a'])).toBe(1);
    expect(wordErrors(['a', 'b'], [])).toBe(2);
  });

  it('compares written and spoken figures alike, ignoring case and punctuation', () => {
    expect(scoreTranscript('Defaults rose to 4%.', 'defaults rose to four percent')).toEqual({
      errors: 0,
      words: 5,
    });
    expect(scoreTranscript('Five hundred and fifty basis points', '550 basis points').errors).toBe(
      0,
    );
    expect(normaliseWords('ESG, SOFR and Scope 3!')).toEqual(['esg', 'sofr', 'scope', 'three']);
  });

  it('pools errors over all reference words', () => {
    expect(
      wordErrorRate([
        { errors: 1, words: 10 },
        { errors: 3, words: 10 },
      ]),
    ).toBeCloseTo(0.2);
    expect(wordErrorRate([])).toBe(0);
  });
});
