import { describe, expect, it } from 'vitest';
import { compoundNounPhrases, unitLabel } from './compounds';
import { splitSentences } from './sentences';

const phrasesOf = (text: string) =>
  splitSentences(text).flatMap((sentence) =>
    compoundNounPhrases(sentence).map((phrase) => unitLabel(phrase, sentence)),
  );

describe('compoundNounPhrases', () => {
  it('keeps hyphenated compounds and figures inside a phrase', () => {
    expect(phrasesOf('Third-party ESG ratings disagree.')).toEqual(['third-party ESG ratings']);
    expect(phrasesOf('Sustainability-linked loans are real revenue.')).toContain(
      'sustainability-linked loans',
    );
    expect(phrasesOf('Clients want Scope 3 estimates.')).toContain('Scope 3 estimates');
  });

  it('never starts a phrase with a figure or with a verb the tagger misread', () => {
    expect(phrasesOf('We audited 5 banks.')).not.toContain('5 banks');
    expect(
      phrasesOf('We have stopped buying composite scores and use raw data points instead.'),
    ).toContain('raw data points');
    expect(phrasesOf('Generative use cases get a risk tier.')).toContain('generative use cases');
  });
});
