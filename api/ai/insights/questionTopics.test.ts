import { describe, expect, it } from 'vitest';
import { testPassage } from '../../test/passages';
import { analysePassages } from '../passages';
import { discussedTopics, isAbout, topicStems } from './questionTopics';

/** An answer to `question`, each under a question of its own. */
function passage(answerId: string, company: string, question: string, text: string) {
  const questionId = `qst_${answerId}`;
  return testPassage(answerId, company, text, {
    questionId,
    baseQuestionId: questionId,
    questionText: question,
    baseQuestionText: question,
  });
}

const ESG_QUESTION = 'How is your firm approaching ESG integration today?';
const RATES_QUESTION = 'What does the current market volatility mean for your biggest deals?';

describe('discussedTopics', () => {
  // What the topic rule reads of each answer: its passage and its stems.
  const answers = analysePassages([
    passage('a', 'X', ESG_QUESTION, 'We score every loan on climate risk.'),
    passage('b', 'Y', ESG_QUESTION, 'Slowly, and mostly through reporting.'),
    passage(
      'c',
      'Z',
      RATES_QUESTION,
      'Volatility in the market made us cautious about ESG integration.',
    ),
    passage('d', 'Z', RATES_QUESTION, 'We priced deals lower.'),
  ]).map(({ passage, terms }) => ({ ...passage, terms }));

  it("names topics in the questions' words and counts the answers about them", () => {
    const topics = discussedTopics(answers, 4);
    expect(topics.map((topic) => [topic.label, topic.answers.map((a) => a.answerId)])).toEqual([
      // a and b answer the ESG question; c mentions both words itself.
      ['ESG integration', ['a', 'b', 'c']],
      ['Market volatility', ['c', 'd']],
    ]);
    expect(topics[0]!.companies).toEqual(['X', 'Y', 'Z']);
  });

  it('leaves out framing and time words, and the respondent ("your firm")', () => {
    const labels = discussedTopics(answers, 10).map((topic) => topic.label.toLowerCase());
    for (const word of ['firm', 'today', 'current', 'biggest', 'deals']) {
      expect(
        labels.some((label) => label.includes(word)),
        word,
      ).toBe(false);
    }
  });

  it('finds nothing to count without answers', () => {
    expect(discussedTopics([], 4)).toEqual([]);
  });
});

describe('isAbout', () => {
  it('needs every word of the topic in one place, and a topic of stop words matches nothing', () => {
    const stems = topicStems('Regulatory Changes');
    expect(isAbout(stems, new Set(topicStems('regulatory change ahead')))).toBe(true);
    expect(isAbout(stems, new Set(topicStems('regulatory burden')), new Set(['chang']))).toBe(
      false,
    );
    expect(topicStems('the and of')).toEqual([]);
    expect(isAbout([], new Set(['anything']))).toBe(false);
  });
});
