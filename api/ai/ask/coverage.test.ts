import { describe, expect, it } from 'vitest';
import { testEvidence } from '../../test/passages';
import { judgeCoverage } from './coverage';

describe('judgeCoverage', () => {
  it('does not count a framing verb the interviews never use as a missing subject', () => {
    // "How do airlines hedge fuel costs?": nobody says "hedge"; the subject is all there.
    const evidence = testEvidence(
      ['hedge', 'fuel', 'costs'],
      8,
      { fuel: 3, costs: 3 },
      { a1: ['fuel', 'costs'] },
    );
    const judgement = judgeCoverage(evidence, 'How do airlines hedge fuel costs?');
    expect(judgement).toMatchObject({ coverage: 'answered', missing: [], addressing: ['a1'] });
  });

  it('finds a question not covered when no answer in scope uses its words', () => {
    const judgement = judgeCoverage(
      testEvidence(['steel', 'tariff'], 40, {}, {}),
      'What about steel tariffs?',
    );
    expect(judgement).toMatchObject({
      coverage: 'not_in_interviews',
      addressing: [],
      missing: ['steel', 'tariff'],
    });
  });

  it('is not fooled by a common word the question shares with answers', () => {
    // "Bitcoin custody for retail investors": only "investors" occurs, in many answers.
    const evidence = testEvidence(
      ['bitcoin', 'custodi', 'retail', 'investor'],
      40,
      { investor: 12 },
      { a1: ['investor'], a2: ['investor'] },
    );
    expect(judgeCoverage(evidence, 'Bitcoin custody for retail investors?')).toMatchObject({
      coverage: 'not_in_interviews',
      addressing: [],
    });
  });

  it('finds it answered when one answer holds the whole subject', () => {
    const evidence = testEvidence(
      ['scope', 'emiss', 'estim'],
      40,
      { scope: 4, emiss: 10, estim: 6 },
      { a1: ['scope', 'emiss', 'estim'], a2: ['emiss'] },
    );
    const judgement = judgeCoverage(evidence, 'How good are scope emission estimates?');
    expect(judgement.coverage).toBe('answered');
    expect(judgement.addressing).toEqual(['a1']);
    expect(judgement.bestShare).toBe(1);
  });

  it('weighs rare terms more: the answer with the rare term addresses the question', () => {
    // "ESG" is in most answers and weighs little; "covenant" is rare and carries it.
    const evidence = testEvidence(
      ['esg', 'coven'],
      40,
      { esg: 30, coven: 2 },
      { withCovenants: ['coven'], esgOnly: ['esg'] },
    );
    const judgement = judgeCoverage(evidence, 'What ESG covenant terms exist?');
    expect(judgement.addressing).toEqual(['withCovenants']);
    expect(judgement.coverage).not.toBe('not_in_interviews');
  });

  it('caps at partial when a term of the question is in no answer at all', () => {
    const evidence = testEvidence(
      ['esg', 'rate', 'disagr', 'fee'],
      40,
      { esg: 20, rate: 5, disagr: 3 },
      { a1: ['esg', 'rate', 'disagr'] },
    );
    const judgement = judgeCoverage(evidence, 'ESG rate disagr fee?');
    expect(judgement.missing).toEqual(['fee']);
    expect(judgement.coverage).toBe('partial');
  });
});
