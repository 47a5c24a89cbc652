import { describe, expect, it } from 'vitest';
import { testEvidence, testPassage } from '../../test/passages';
import { draftAnswer } from './local';

const covenants = testPassage(
  'a1',
  'Northwind Bank',
  'We tie loan margins to emissions targets. Sustainability-linked covenants now cover 20% of our corporate book.',
  { interviewId: 'int_1', expertName: 'Ana Ruiz' },
);
const covenantsAgain = testPassage(
  'a2',
  'Northwind Bank',
  'Sustainability-linked covenants are hard to verify without audited emissions data.',
  { interviewId: 'int_1', expertName: 'Ana Ruiz' },
);
const otherExpert = testPassage(
  'a3',
  'Summit Partners',
  'Borrowers accept sustainability-linked covenants when the margin step is meaningful.',
  { interviewId: 'int_2', expertName: 'Marcus Lee' },
);
const investorsOnly = testPassage(
  'a4',
  'Summit Partners',
  'Investors keep asking for better reporting on every fund we manage.',
  { interviewId: 'int_2', expertName: 'Marcus Lee' },
);

describe('draftAnswer', () => {
  it('says plainly what no interview mentions, and quotes nothing', () => {
    const draft = draftAnswer({
      question: 'What do experts say about Bitcoin custody for retail investors?',
      passages: [investorsOnly],
      evidence: testEvidence(
        ['bitcoin', 'custody', 'retail', 'investors'],
        40,
        { investors: 12 },
        { a4: ['investors'] },
      ),
      useWebSearch: false,
    });
    expect(draft).toEqual({
      coverage: 'not_in_interviews',
      blocks: [
        {
          kind: 'text',
          text: 'The expert interviews do not cover this question: no interview mentions “bitcoin”, “custody” or “retail”.',
        },
      ],
    });
  });

  it('names each missing word once, though two of its terms are missing', () => {
    const evidence = testEvidence(
      ['bitcoin', 'mid', 'midsized', 'investors'],
      40,
      { investors: 12 },
      { a4: ['investors'] },
    );
    // "mid-sized" gives two terms, both spelled as the question spells the word.
    const wordFor = new Map([...evidence.wordFor, ['mid', 'mid-sized'], ['midsized', 'mid-sized']]);
    const draft = draftAnswer({
      question: 'What do mid-sized investors say about bitcoin?',
      passages: [investorsOnly],
      evidence: { ...evidence, wordFor },
      useWebSearch: false,
    });
    expect(draft.blocks).toEqual([
      {
        kind: 'text',
        text: 'The expert interviews do not cover this question: no interview mentions “bitcoin” or “mid-sized”.',
      },
    ]);
  });

  it('leads with who speaks to it and quotes each expert once', () => {
    const draft = draftAnswer({
      question: 'How common are sustainability-linked covenants?',
      passages: [covenants, covenantsAgain, otherExpert, investorsOnly],
      evidence: testEvidence(
        ['sustainability', 'linked', 'covenants'],
        40,
        { sustainability: 6, linked: 5, covenants: 3 },
        {
          a1: ['sustainability', 'linked', 'covenants'],
          a2: ['sustainability', 'linked', 'covenants'],
          a3: ['sustainability', 'linked', 'covenants'],
        },
      ),
      useWebSearch: false,
    });
    expect(draft.coverage).toBe('answered');
    expect(draft.blocks[0]).toEqual({
      kind: 'text',
      text: '2 experts at Northwind Bank and Summit Partners address this, in 3 answers.',
    });
    expect(draft.blocks[1]).toEqual({
      kind: 'text',
      text: 'The figures they give: 20% (Northwind Bank).',
    });
    const quotes = draft.blocks.filter((block) => block.kind === 'quote');
    expect(quotes).toHaveLength(2);
    expect(new Set(quotes.map((quote) => quote.answerId === 'a3'))).toEqual(new Set([true, false]));
    for (const quote of quotes) {
      const passage = [covenants, covenantsAgain, otherExpert].find(
        (candidate) => candidate.answerId === quote.answerId,
      );
      expect(passage?.text).toContain(quote.quote);
    }
  });

  it('says where the experts agree and where they differ, by company', () => {
    const terms = ['sustainability', 'linked', 'loans'];
    const passages = [
      testPassage(
        'b1',
        'Northbridge Bank',
        'Our transition finance teams are growing. Margin step-downs on sustainability-linked loans are a great success for us.',
        { interviewId: 'int_b1' },
      ),
      testPassage(
        'b2',
        'Summit National Bank',
        'Our transition finance teams are growing. I disagree that margin step-downs on sustainability-linked loans matter; they are too small.',
        { interviewId: 'int_b2' },
      ),
      testPassage(
        'b3',
        'Crescent Trust Bank',
        'Our transition finance teams are growing. Margin step-downs on sustainability-linked loans help us win excellent new clients.',
        { interviewId: 'int_b3' },
      ),
    ];
    const draft = draftAnswer({
      question: 'What do experts think about sustainability-linked loans?',
      passages,
      evidence: testEvidence(
        terms,
        40,
        { sustainability: 4, linked: 4, loans: 4 },
        { b1: terms, b2: terms, b3: terms },
      ),
      useWebSearch: false,
    });
    const lead = draft.blocks[0]?.kind === 'text' ? draft.blocks[0].text : '';
    expect(lead).toMatch(
      /^3 experts at Crescent Trust Bank, Northbridge Bank and Summit National Bank address this, in 3 answers\. All 3 experts \(at [^)]+\) discuss finance teams and margin step-downs\. /,
    );
    expect(lead).toMatch(
      /Views differ on margin step-downs — positive: Crescent Trust Bank and Northbridge Bank; sceptical: Summit National Bank\.$/,
    );
  });

  it('claims no agreement or disagreement when one expert speaks', () => {
    const alone = draftAnswer({
      question: 'How common are covenants?',
      passages: [covenants],
      evidence: testEvidence(['covenants'], 40, { covenants: 3 }, { a1: ['covenants'] }),
      useWebSearch: false,
    });
    expect(alone.blocks[0]).toMatchObject({
      text: '1 expert at Northwind Bank addresses this, in 1 answer.',
    });
  });

  it('names the part the interviews do not cover', () => {
    const draft = draftAnswer({
      question: 'How common are sustainability-linked covenants, and what fees do banks charge?',
      passages: [covenants, otherExpert],
      evidence: testEvidence(
        ['sustainability', 'linked', 'covenants', 'fees'],
        40,
        { sustainability: 6, linked: 5, covenants: 3, banks: 20 },
        {
          a1: ['sustainability', 'linked', 'covenants'],
          a3: ['sustainability', 'linked', 'covenants'],
        },
      ),
      useWebSearch: false,
    });
    expect(draft.coverage).toBe('partial');
    expect(draft.blocks).toContainEqual({
      kind: 'note',
      text: 'This answers the question only in part: no interview mentions “fees”.',
    });
  });

  it('says why web information is not added on this engine', () => {
    const draft = draftAnswer({
      question: 'What about steel tariffs?',
      passages: [],
      evidence: testEvidence(['steel', 'tariffs'], 40, {}, {}),
      useWebSearch: true,
    });
    expect(draft.blocks.at(-1)).toMatchObject({ kind: 'note' });
    expect(JSON.stringify(draft.blocks.at(-1))).toContain('cannot search the web');
  });
});
