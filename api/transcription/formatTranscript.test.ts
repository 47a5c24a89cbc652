import { describe, expect, it } from 'vitest';
import { formatNumbers, readSpokenNumber } from './formatNumbers';
import { formatTranscript, learnSpellings } from './formatTranscript';
import type { RecognizedWord } from './recognizedWords';

const words = (text: string) => text.split(' ');

describe('formatNumbers', () => {
  it.each([
    ['sixty percent of clients', '60% of clients'],
    ['three point five billion dollars', '3.5 billion dollars'],
    ['five hundred and fifty basis points', '550 basis points'],
    ['twenty five basis points', '25 basis points'],
    ['four and a half percent', 'four and a half percent'],
    ['one of the two main ratings', 'one of the two main ratings'],
    ['five million people', '5 million people'],
    ['zero point five', '0.5'],
    ['one point three times', '1.3 times'],
    ['twelve months', '12 months'],
    ['two thousand and twenty four', '2024'],
    ['seven hundred to five hundred', '700 to 500'],
  ])('%s → %s', (spoken, written) => {
    expect(formatNumbers(words(spoken)).join(' ')).toBe(written);
  });

  it('does not run two numbers said one after the other together', () => {
    expect(formatNumbers(words('twenty thirty percent')).join(' ')).toBe('20 30%');
    expect(readSpokenNumber(words('two three'), 0)).toMatchObject({ written: '2', next: 1 });
    expect(readSpokenNumber(words('and then'), 0)).toBeNull();
  });
});

function timed(text: string, pauses: Record<number, number> = {}, newUtterances: number[] = []) {
  let time = 0;
  return words(text).map((word, index): RecognizedWord => {
    time += pauses[index] ?? 0.05;
    const start = time;
    time += 0.3;
    return {
      word,
      start,
      end: time,
      probability: 0.9,
      ...(newUtterances.includes(index) ? { utteranceStart: true } : {}),
    };
  });
}

describe('formatTranscript', () => {
  it('ends a sentence at a pause or a new utterance, with capitals and full stops', () => {
    const spoken = timed(
      'i think rates will fall the curve is inverted so we hedge',
      { 5: 0.6 },
      [9],
    );
    expect(formatTranscript(spoken)).toBe(
      'I think rates will fall. The curve is inverted. So we hedge.',
    );
  });

  it("uses the project's spellings and writes figures as digits", () => {
    const spellings = learnSpellings([
      'How does ESG data feed the SFDR Article 8 products in Europe?',
      'Scope 3 emissions are estimated.',
    ]);
    expect(spellings.get('esg')).toBe('ESG');
    expect(spellings.get('article')).toBe('Article');
    expect(spellings.has('scope')).toBe(false);
    expect(formatTranscript(timed('about sixty percent of esg funds in europe'), spellings)).toBe(
      'About 60% of ESG funds in Europe.',
    );
  });

  it('is empty when nothing was heard', () => {
    expect(formatTranscript([])).toBe('');
  });
});
