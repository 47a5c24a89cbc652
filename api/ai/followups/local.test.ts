import { describe, expect, it } from 'vitest';
import { adviseFollowup, LocalFollowupAdvisor } from './local';
import type { FollowupKind } from './types';

/** Words no follow-up may quote: fillers, stop words, lone adjectives, vague nouns. */
const NEVER_QUOTED =
  /\b(um|uh|hmm|yeah|hard|the situation|things|stuff|a lot|art art|the the|it depends on the situation)\b.*—/i;

describe('local follow-up advisor', () => {
  it.each<[string, FollowupKind, string]>([
    // [answer, the kind of follow-up it needs, the question]
    // Hedged: ask what it depends on, about the expert's own phrase.
    [
      'We are sort of looking at AI for some things maybe.',
      'hedge',
      'You sounded unsure about AI for some things — what would it depend on, and what have you seen so far?',
    ],
    [
      'We would probably move the Frankfurt desk to Azure, maybe next year, but the board might still say no to the cost.',
      'hedge',
      'You sounded unsure about the Frankfurt desk — what would it depend on, and what have you seen so far?',
    ],
    // "It depends" says neither on what nor how: never "You mentioned hard".
    [
      'Hard to say, it depends.',
      'hedge',
      'You said it depends — on what, in your experience? A case you have seen would help.',
    ],
    [
      'It depends on the situation, it could go either way.',
      'hedge',
      'You said it depends — on what, in your experience? A case you have seen would help.',
    ],
    // They said on what: ask how.
    [
      'I think it could possibly help our analysts with the research process, perhaps, kind of depends on the data quality we have.',
      'hedge',
      'You said it depends on the data quality — in what way? A case you have seen would help.',
    ],
    // A claim of size or change with no figure: ask for one about the thing that changes.
    [
      'Regulation is a big issue for us and compliance costs keep rising across the whole industry.',
      'figure',
      'Could you put a figure on compliance costs — roughly how much, or how fast? A range is fine.',
    ],
    [
      'We are seeing much more demand for private credit from insurers.',
      'figure',
      'Could you put a figure on demand for private credit — roughly how much, or how fast? A range is fine.',
    ],
    // A transcript: no capitals, no punctuation.
    [
      'the market for renewable energy is growing quickly in europe',
      'figure',
      'Could you put a figure on renewable energy — roughly how much, or how fast? A range is fine.',
    ],
    [
      'smaller banks are cutting their exposure to commercial real estate and the pressure on margins is real',
      'figure',
      'Could you put a figure on their exposure to commercial real estate — roughly how much, or how fast? A range is fine.',
    ],
    [
      'Liquidity in the secondary market has improved a lot since last year.',
      'figure',
      'Could you put a figure on the secondary market — roughly how much, or how fast? A range is fine.',
    ],
    [
      'Pricing is getting tighter and spreads keep coming down for the better credits.',
      'figure',
      'Could you put a figure on pricing — roughly how much, or how fast? A range is fine.',
    ],
    [
      'Honestly I think the regulators will probably push back, maybe not this year though.',
      'hedge',
      'You sounded unsure about the regulators — what would it depend on, and what have you seen so far?',
    ],
    [
      'It really depends on the sponsor.',
      'hedge',
      'You said it depends on the sponsor — in what way? A case you have seen would help.',
    ],
    // A verdict with no reason: ask why, about what it judges (not the verdict's own words).
    [
      'Automation works better than people expect.',
      'reason',
      'Why do you say that about automation? What have you seen that shows it?',
    ],
    [
      'The biggest challenge is data quality, it is really hard to get clean data from vendors.',
      'reason',
      'Why do you say that about data quality? What have you seen that shows it?',
    ],
    [
      'Our corporate clients care a great deal about sustainability disclosures, they have become really important to them.',
      'reason',
      'Why do you say that about sustainability disclosures? What have you seen that shows it?',
    ],
    [
      'Manual reconciliation is the real problem in most middle offices I know.',
      'reason',
      'Why do you say that about manual reconciliation? What have you seen that shows it?',
    ],
    // General statements with nothing to check: ask for an example.
    [
      'Technology is changing a lot of things for our team, mostly the way we work with clients and data.',
      'example',
      'You mentioned technology — could you give an example from your own work: what happened, and what came of it?',
    ],
    [
      'The approval chain for new vendors involves many teams and everyone has their own checklist and their own tools.',
      'example',
      'You mentioned the approval chain — could you give an example from your own work: what happened, and what came of it?',
    ],
    [
      'We rely on spreadsheets for most of the covenant monitoring and it is painful.',
      'example',
      'You mentioned the covenant monitoring — could you give an example from your own work: what happened, and what came of it?',
    ],
    // Short: ask for more, about what little was said.
    [
      'Cost.',
      'elaborate',
      'Could you say more about cost — what have you seen of it in your own work?',
    ],
    [
      'so um the the thing is uh yeah',
      'elaborate',
      'Could you say a little more — what have you seen of this in your own work?',
    ],
    [
      'Mostly the pricing models.',
      'elaborate',
      'Could you say more about the pricing models — what have you seen of it in your own work?',
    ],
    [
      'Not sure.',
      'elaborate',
      'Could you say a little more — what have you seen of this in your own work?',
    ],
    // Short with a figure: ask what it rests on.
    [
      'About 40%, mostly in Germany.',
      'reason',
      'What is that figure based on, and what drives it?',
    ],
  ])('follows up %j with a %s question', (answer, kind, question) => {
    const decision = adviseFollowup(answer);
    expect(decision).toEqual({ ask: true, kind, question, reason: expect.any(String) });
  });

  it.each([
    'We cut onboarding time from 14 days to 3 days after moving KYC checks to Fenergo in 2022. The project cost about $2M and paid back within 18 months.',
    'Our credit team now runs climate stress tests on every loan above $5 million, using the NGFS scenarios.',
    'In May we moved 30 analysts to the new Lisbon office and cut rent by 20%.',
    // "a kind of" before a noun classifies; it does not hedge.
    'Green bonds are a kind of bond whose proceeds fund projects like the 40 MW solar park we financed in Portugal.',
    // Detail without figures: several full sentences, one "probably" among them.
    'We now screen every new client with the same checklist. The compliance team reviews the results each week with the relationship managers. Anything unusual probably goes to the risk committee before we sign.',
    // A long transcript, no punctuation, figures spoken as words.
    'we moved the whole treasury function onto one platform about eighteen months ago and the month end close went from nine days to four days because the reconciliations now run overnight',
    // A case told in words, no figures: concrete enough.
    'For example, when one of our clients switched custodians, the operations team had to rebuild every settlement instruction by hand over a weekend.',
    'Basel III raised the capital charge on our trade finance book, so we moved those clients to the ECA-backed structures.',
    'Our default rate was 1.8% last year against 2.4% for the index, mostly because we avoided retail and hospitality.',
    'The main lesson from the SVB collapse was that deposit concentration matters more than duration risk on its own.',
  ])('lets a specific answer stand: %j', (answer) => {
    expect(adviseFollowup(answer)).toEqual({
      ask: false,
      reason: expect.stringContaining('specific'),
    });
  });

  it.each([
    'Hard to say, it depends.',
    'um so yeah the the thing is we do stuff with it',
    'art art the market is in a the of growing',
    'It is hard, honestly, really hard.',
    'yeah things are things, it depends on the situation really',
  ])('never quotes fillers, stop words, lone adjectives or repeated words: %j', (answer) => {
    const decision = adviseFollowup(answer);
    expect(decision.ask).toBe(true);
    if (decision.ask) expect(decision.question).not.toMatch(NEVER_QUOTED);
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
