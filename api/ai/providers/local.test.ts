import { describe, expect, it } from 'vitest';
import { testPassage } from '../../test/passages';
import { keyPhrases } from '../../text/keyPhrases';
import { splitSentences } from '../../text/sentences';
import { escapeHtml } from '../ask/html';
import { questionTopic } from '../insights/questionTopic';
import { analysePassages } from '../passages';

const passage = (answerId: string, company: string, text: string) =>
  testPassage(answerId, company, text, { questionText: 'Q?', baseQuestionText: 'Q?' });

describe('splitSentences', () => {
  it('locates every sentence verbatim, abbreviations and odd spacing included', () => {
    const text =
      '  Dr. Smith moved  the U.S. desk to the cloud, e.g. risk models!\n\nCosts fell 12%... Really?\tYes';
    const sentences = splitSentences(text);
    expect(sentences.map((s) => s.text)).toEqual([
      'Dr. Smith moved  the U.S. desk to the cloud, e.g. risk models!',
      'Costs fell 12%... Really?',
      'Yes',
    ]);
    for (const sentence of sentences) {
      expect(text.slice(sentence.start, sentence.start + sentence.text.length)).toBe(sentence.text);
    }
    expect(sentences[0]!.terms).toEqual(expect.arrayContaining(['cloud', 'risk', 'model']));
  });
});

describe('questionTopic', () => {
  it("takes the question's subject noun phrase, not the respondent's", () => {
    const answers = analysePassages([passage('a', 'X', 'ESG integration is slow.')]);
    expect(questionTopic('How is your firm approaching ESG integration?', answers)).toBe(
      'ESG integration',
    );
    expect(questionTopic('What are the biggest challenges facing your industry?', answers)).toBe(
      'Biggest challenges',
    );
  });
});

describe('keyPhrases', () => {
  it('counts answers per phrase and folds a word into the phrase that covers it', () => {
    const phrases = keyPhrases(
      analysePassages([
        passage('a', 'X', 'Data quality is poor. Our data quality team is small.'),
        passage('b', 'Y', 'We worry about data quality and vendor lock-in.'),
        passage('c', 'Z', 'Vendor lock-in is a risk. Data quality matters less.'),
      ]),
      { limit: 5 },
    );
    expect(phrases[0]).toMatchObject({ label: 'data quality', companies: ['X', 'Y', 'Z'] });
    expect(phrases[0]!.answers).toHaveLength(3);
    expect(phrases.map((p) => p.label)).not.toContain('data');
    expect(phrases.map((p) => p.label)).not.toContain('quality');
  });
});

describe('escapeHtml', () => {
  it('escapes every character that can open markup or an attribute', () => {
    expect(escapeHtml(`<img src="x" onerror='a()'> & more`)).toBe(
      '&lt;img src=&quot;x&quot; onerror=&#39;a()&#39;&gt; &amp; more',
    );
  });
});
