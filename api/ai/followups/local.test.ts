import { describe, expect, it } from 'vitest';
import { adviseFollowup, LocalFollowupAdvisor } from './local';

const WITH_NUMBER = 'could you give a concrete example, with a number if you can?';

describe('local follow-up advisor', () => {
  it.each([
    // [answer, why it needs a follow-up, the question]
    [
      'We are sort of looking at AI for some things maybe.',
      'hedged',
      `You mentioned AI for some things — ${WITH_NUMBER}`,
    ],
    [
      'I think it could possibly help our analysts with the research process, perhaps, kind of depends on the data quality we have.',
      'hedged',
      `You mentioned the research process — ${WITH_NUMBER}`,
    ],
    // Names do not make up for hedging in every clause.
    [
      'We would probably move the Frankfurt desk to Azure, maybe next year, but the board might still say no to the cost.',
      'hedged',
      `You mentioned the Frankfurt desk — ${WITH_NUMBER}`,
    ],
    [
      'Technology is changing a lot of things for our team, mostly the way we work with clients and data.',
      'vague',
      `You mentioned technology — ${WITH_NUMBER}`,
    ],
    [
      'Regulation is a big issue for us and compliance costs keep rising across the whole industry.',
      'vague',
      `You mentioned a big issue — ${WITH_NUMBER}`,
    ],
    // A transcript: no capitals, no punctuation.
    [
      'the market for renewable energy is growing quickly in europe',
      'vague',
      `You mentioned renewable energy — ${WITH_NUMBER}`,
    ],
    [
      'It depends on the situation, it could go either way.',
      'short',
      `You mentioned the situation — ${WITH_NUMBER}`,
    ],
    // It has a number already: the question does not ask for one.
    [
      'About 40%, mostly in Germany.',
      'short',
      'You mentioned Germany — could you give a concrete example?',
    ],
    // No noun phrase to build on.
    [
      'Not sure.',
      'short',
      'Could you say a little more and give a concrete example, with a number if you can?',
    ],
  ])('follows up %j (%s)', (answer, why, question) => {
    const decision = adviseFollowup(answer);
    expect(decision).toEqual({ ask: true, question, reason: expect.stringContaining(why) });
  });

  it.each([
    'We cut onboarding time from 14 days to 3 days after moving KYC checks to Fenergo in 2022. The project cost about $2M and paid back within 18 months.',
    'Our credit team now runs climate stress tests on every loan above $5 million, using the NGFS scenarios.',
    'In May we moved 30 analysts to the new Lisbon office and cut rent by 20%.',
    // "a kind of" before a noun classifies; it does not hedge.
    'Green bonds are a kind of bond whose proceeds fund projects like the 40 MW solar park we financed in Portugal.',
    // Detail without figures: several full sentences, one "probably" among them.
    'We now screen every new client with the same checklist. The compliance team reviews the results each week with the relationship managers. Anything unusual probably goes to the risk committee before we sign.',
  ])('lets a specific answer stand: %j', (answer) => {
    expect(adviseFollowup(answer)).toEqual({
      ask: false,
      reason: expect.stringContaining('specific'),
    });
  });

  it('answers through the advisor interface with the same decision', async () => {
    const advisor = new LocalFollowupAdvisor();
    const answerText = 'We are sort of looking at AI for some things maybe.';
    const decision = await advisor.decide({
      questionText: 'Which technologies are changing your workflow?',
      answerText,
    });
    expect(advisor.name).toBe('local');
    expect(decision).toEqual(adviseFollowup(answerText));
  });
});
