import { describe, expect, it } from 'vitest';
import type { AnswerFacts } from '../../quality/answerQuality';
import type { AnswerPassage } from '../../retrieval/types';
import { testPassage } from '../../test/passages';
import { TRANSCRIPT_CHECK_OPENING } from '../followups/transcriptCheck';
import { keyInsight } from './insightText';
import { localTopicSummary } from './local';
import { isQuotable } from './quotable';

const QUESTION = 'What data gaps make ESG integration hardest?';
const typed = {
  transcript: null,
  transcriptionStatus: 'none',
  hasAudio: false,
  durationMs: null,
} as const;

function answer(id: string, company: string, text: string, facts: Partial<AnswerFacts> = {}) {
  const passage = testPassage(id, company, text, {
    questionText: QUESTION,
    baseQuestionText: QUESTION,
  });
  return { ...passage, ...typed, ...facts, text } as AnswerPassage & AnswerFacts;
}

const specific = answer(
  'ans_a',
  'Northbridge Bank',
  'About 60 percent of our financed-emissions figure sits on sector averages from PCAF tables. We ask clients for energy bills at annual review instead of a 40-question survey.',
);
const alsoSpecific = answer(
  'ans_b',
  'Summit National Bank',
  'Third-party ESG ratings disagree so much that two vendors gave one borrower our best and our worst grade. We now rely on sector averages and reported emissions instead of composite scores.',
);
/** Very short with no figure or name: flagged for review. */
const vague = answer(
  'ans_c',
  'Crescent Trust Bank',
  'It depends, really. Some data is fine, I think.',
);
/** A recording whose transcript is garbled: flagged for review, though long and specific. */
const garbled = answer(
  'ans_d',
  'Halcyon Pension Fund',
  'the the the data data 40 percent 40 percent um um uh sector sector averages averages the the',
  {
    hasAudio: true,
    transcriptionStatus: 'done',
    transcript:
      'the the the data data 40 percent 40 percent um um uh sector sector averages averages the the',
    durationMs: 8000,
  },
);
const transcriptReply = {
  ...answer('ans_e', 'Granite Peak Asset Management', 'Yes, 90 percent of that is right.'),
  questionText: `${TRANSCRIPT_CHECK_OPENING} — I understood: "…". Is that right?`,
};

describe('isQuotable', () => {
  it('keeps real answers and leaves out those flagged for review and transcript-check replies', () => {
    expect([specific, alsoSpecific, vague, garbled, transcriptReply].map(isQuotable)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('keyInsight', () => {
  const answered = [specific, alsoSpecific, vague, garbled];
  const quotable = answered.filter(isQuotable);

  it('never quotes, nor takes a figure from, an answer flagged for review', () => {
    const insight = keyInsight(
      localTopicSummary({ questionText: QUESTION, passages: quotable }),
      answered,
      quotable,
    );
    const cited = [...insight.quotes, ...insight.figures].map((citation) => citation.answerId);
    expect(cited.length).toBeGreaterThan(0);
    expect(cited).not.toContain('ans_c');
    expect(cited).not.toContain('ans_d');
    // Even when an engine names them: only the quotable answers can be cited.
    const forged = keyInsight(
      {
        title: 'Data',
        consensus: { claim: 'discuss sector averages', answerIds: ['ans_a', 'ans_b', 'ans_d'] },
        disagreement: null,
        figures: [{ answerId: 'ans_d', figure: '40 percent', quote: 'data data 40 percent' }],
        quotes: [{ answerId: 'ans_c', quote: 'Some data is fine, I think.' }],
      },
      answered,
      quotable,
    );
    expect(forged.quotes).toEqual([]);
    expect(forged.figures).toEqual([]);
    expect(forged.consensus?.experts).toBe(2);
  });

  it('counts experts and names companies in code, whatever the engine claims', () => {
    const insight = keyInsight(
      {
        title: 'Data',
        consensus: {
          claim: 'discuss sector averages.',
          answerIds: ['ans_a', 'ans_b', 'ans_b', 'ans_zzz'],
        },
        disagreement: {
          subject: 'composite scores',
          sides: [
            { position: 'useful', answerIds: ['ans_a'] },
            { position: 'abandoned', answerIds: ['ans_b'] },
          ],
        },
        figures: [
          {
            answerId: 'ans_a',
            figure: '60 percent',
            quote: 'About 60 percent of our financed-emissions figure',
          },
          {
            answerId: 'ans_a',
            figure: '70 percent',
            quote: 'About 60 percent of our financed-emissions figure',
          },
        ],
        quotes: [
          {
            answerId: 'ans_a',
            quote:
              'We ask clients for energy bills at annual review instead of a 40-question survey.',
          },
          {
            answerId: 'ans_a',
            quote:
              'About 60 percent of our financed-emissions figure sits on sector averages from PCAF tables.',
          },
          { answerId: 'ans_b', quote: 'Invented words.' },
        ],
      },
      answered,
      quotable,
    );
    expect(insight.lead).toBe(
      '4 answers from 4 experts at Crescent Trust Bank, Halcyon Pension Fund, Northbridge Bank and Summit National Bank.',
    );
    expect(insight.consensus).toEqual({
      text: '2 of 4 experts (at Northbridge Bank and Summit National Bank) discuss sector averages.',
      claim: 'discuss sector averages',
      experts: 2,
      of: 4,
      companies: ['Northbridge Bank', 'Summit National Bank'],
    });
    expect(insight.disagreement).toEqual({
      text: 'Views differ on composite scores — useful: Northbridge Bank; abandoned: Summit National Bank.',
      found: true,
    });
    // The figure must be in its clause; one quote per expert; an invented one is dropped.
    expect(insight.figures.map((figure) => figure.figure)).toEqual(['60 percent']);
    expect(insight.quotes.map((quote) => quote.quote)).toEqual([
      'We ask clients for energy bills at annual review instead of a 40-question survey.',
    ]);
  });

  it('says plainly when there is no disagreement, or only one expert', () => {
    const none = { title: 'Data', consensus: null, disagreement: null, figures: [], quotes: [] };
    expect(keyInsight(none, answered, quotable).disagreement).toEqual({
      text: 'No clear disagreement: the experts who discuss the same points see them the same way.',
      found: false,
    });
    expect(keyInsight(none, [specific], [specific]).disagreement.text).toMatch(/^Only one expert/);
  });

  it('counts experts per side when colleagues at one company disagree', () => {
    const colleague = { ...alsoSpecific, company: 'Northbridge Bank' };
    const insight = keyInsight(
      {
        title: 'Data',
        consensus: null,
        disagreement: {
          subject: 'composite scores',
          sides: [
            { position: 'useful', answerIds: ['ans_a'] },
            { position: 'abandoned', answerIds: ['ans_b'] },
          ],
        },
        figures: [],
        quotes: [],
      },
      [specific, colleague],
      [specific, colleague],
    );
    expect(insight.disagreement.text).toBe(
      'Views differ on composite scores — useful: 1 expert at Northbridge Bank; abandoned: 1 expert at Northbridge Bank.',
    );
  });
});
