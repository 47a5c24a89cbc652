import { describe, expect, it } from 'vitest';
import { testPassage } from '../../test/passages';
import { analysePassages } from '../passages';
import { findDisagreement } from './disagreement';
import { answerSubjects } from './subjects';

const QUESTION = 'Where do you see commercial value?';
const answer = (id: string, company: string, text: string) =>
  testPassage(id, company, text, { questionText: QUESTION, baseQuestionText: QUESTION });

function disagreement(...answers: ReturnType<typeof answer>[]) {
  const analysed = analysePassages(answers);
  return findDisagreement(answerSubjects(analysed, QUESTION));
}

describe('findDisagreement', () => {
  it('names the subject and who holds which side when answers oppose each other', () => {
    const found = disagreement(
      answer('a', 'Northbridge Bank', 'Sustainability-linked loans are a great success for us.'),
      answer(
        'b',
        'Summit National Bank',
        'I disagree that sustainability-linked loans matter; that book is too small.',
      ),
      answer(
        'c',
        'Crescent Trust Bank',
        'Sustainability-linked loans help us win excellent new clients.',
      ),
    );
    expect(found?.subject).toMatch(/loans/i);
    expect(found?.sides).toEqual([
      { position: 'positive', answerIds: ['a', 'c'] },
      { position: 'sceptical', answerIds: ['b'] },
    ]);
  });

  it('finds none when the answers see the shared subject the same way', () => {
    expect(
      disagreement(
        answer('a', 'Northbridge Bank', 'Sustainability-linked loans are great revenue for us.'),
        answer(
          'b',
          'Summit National Bank',
          'Sustainability-linked loans bring us good new clients.',
        ),
      ),
    ).toBeNull();
  });

  it('does not take negative words about the subject itself for a side', () => {
    // "high-emitting", "worst" describe the sectors; nobody disputes anything.
    expect(
      disagreement(
        answer('a', 'Northbridge Bank', 'We cap the worst high-emitting sectors carefully.'),
        answer(
          'b',
          'Summit National Bank',
          'High-emitting sectors get a great deal of attention from us.',
        ),
      ),
    ).toBeNull();
  });
});
