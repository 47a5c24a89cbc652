import { describe, expect, it } from 'vitest';
import { analysePassages } from '../ai/passages';
import { testPassage } from '../test/passages';
import { textConcepts } from './concepts';
import { keyPhrases } from './keyPhrases';

const passage = (id: string, company: string, text: string, interviewId = `int_${id}`) =>
  testPassage(id, company, text, { interviewId });

const labels = (phrases: { label: string }[]) => phrases.map((phrase) => phrase.label);

describe('keyPhrases', () => {
  const answers = analysePassages([
    passage('a', 'Alder', 'Third-party ESG ratings disagree. Clients want Scope 3 estimates.'),
    passage('b', 'Birch', 'The ESG rating differs by vendor. Our Scope 3 estimates are rough.'),
    passage('c', 'Cedar', 'ESG ratings are noisy, and clients ask about data quality.'),
    passage('d', 'Cedar', 'Data quality is the problem for clients.', 'int_c'),
  ]);

  it('finds multi-word phrases with their modifiers, not lone words', () => {
    const phrases = keyPhrases(answers, { limit: 5 });
    expect(labels(phrases)).toEqual(
      expect.arrayContaining(['ESG ratings', 'Scope 3 estimates', 'data quality']),
    );
    for (const lone of ['clients', 'ESG', 'ratings', 'data', 'estimates']) {
      expect(labels(phrases)).not.toContain(lone);
    }
  });

  it('merges singular and plural and the longer phrases that extend one', () => {
    const ratings = keyPhrases(answers, { limit: 5 }).find((p) => p.label === 'ESG ratings')!;
    // "Third-party ESG ratings" (a), "ESG rating" (b), "ESG ratings" (c): one theme.
    expect(ratings.answers.map((answer) => answer.answerId).sort()).toEqual(['a', 'b', 'c']);
    expect(ratings.companies).toEqual(['Alder', 'Birch', 'Cedar']);
    expect(labels(keyPhrases(answers, { limit: 8 }))).not.toContain('third-party ESG ratings');
  });

  it('counts experts as distinct interviews, and quotes each answer verbatim', () => {
    const quality = keyPhrases(answers, { limit: 5 }).find((p) => p.label === 'data quality')!;
    expect(quality.answers).toHaveLength(2);
    expect(quality.experts).toBe(1);
    for (const example of quality.examples) {
      expect(example.passage.text).toContain(example.sentence.text);
    }
  });

  it('merges synonyms from the domain table: loans and lending', () => {
    const phrases = keyPhrases(
      analysePassages([
        passage('a', 'A', 'Sustainability-linked loans are real revenue.'),
        passage('b', 'B', 'Sustainability-linked lending is small.'),
        passage('c', 'C', 'Nothing else.'),
      ]),
      { limit: 3 },
    );
    expect(phrases[0]).toMatchObject({ experts: 2 });
    expect(phrases[0]!.label.toLowerCase()).toMatch(/^sustainability-linked (loans|lending)$/);
  });

  it("never reports the question's own words", () => {
    const exclude = new Set(textConcepts('What do experts say about ESG ratings?'));
    expect(labels(keyPhrases(answers, { limit: 8, exclude }))).not.toContain('ESG ratings');
  });

  it('drops generic heads: "emissions figures" is about emissions', () => {
    const phrases = keyPhrases(
      analysePassages([
        passage('a', 'A', 'Financed-emissions figures are not comparable.'),
        passage('b', 'B', 'Our financed-emissions figure is mostly estimated.'),
        passage('c', 'C', 'Last year was hard.'),
      ]),
      { limit: 3 },
    );
    expect(labels(phrases)).toEqual(['financed-emissions']);
  });
});
