import { describe, expect, it } from 'vitest';
import { SKIPPED_ANSWER } from '../../sync/contract';
import { type AnswerFacts, assessAnswer } from './answerQuality';
import { assessInterview } from './interviewQuality';
import { responseQualityFigures } from './responseQualityFigures';

const typed = (text: string): AnswerFacts => ({
  text,
  transcript: null,
  transcriptionStatus: 'none',
  hasAudio: false,
  durationMs: null,
});

const recorded = (facts: Partial<AnswerFacts>): AnswerFacts => ({
  text: 'We moved 40 percent of our deposits into the new Treasury sweep product last year.',
  transcript:
    'we moved forty percent of our deposits into the new treasury sweep product last year',
  transcriptionStatus: 'done',
  hasAudio: true,
  durationMs: 6_000,
  ...facts,
});

/** The two deliberately thin demo answers (int_demo_esg_05 q1, int_demo_ai_05 q3). */
const VAGUE_ESG = 'It depends on the team, really. Some deals get more of a look than others.';
const VAGUE_AI = "There's a policy. I think it covers the main things.";
const SPECIFIC =
  'On the investment side, our main production use is natural-language processing of earnings call transcripts and filings, which screens about 2,000 companies for changes in tone and guidance. Analysts use a generative assistant to summarise documents before meetings. Portfolio decisions are still entirely human, and I expect that to stay true for us.';

describe('assessAnswer', () => {
  it('scores the deliberately vague demo answers low and marks them vague', () => {
    for (const text of [VAGUE_ESG, VAGUE_AI]) {
      const assessment = assessAnswer(typed(text));
      expect(assessment.quality.score).toBeLessThan(25);
      expect(assessment).toMatchObject({ vague: true, specific: false, hasText: true });
      expect(assessment.quality.reasons).toEqual([
        {
          code: 'vague',
          message: expect.stringMatching(/^Vague: \d+ words and no figures or names$/),
          flagsForReview: true,
        },
      ]);
    }
    expect(assessAnswer(typed(VAGUE_AI)).quality.words).toBe(11);
  });

  it('scores a long answer with a figure high, with no reasons', () => {
    const assessment = assessAnswer(typed(SPECIFIC));
    // Full length and substance points, and one figure ("2,000") of the three for full specificity.
    expect(assessment.quality.score).toBe(80);
    expect(assessment.quality.reasons).toEqual([]);
    expect(assessment.specific).toBe(true);
  });

  it('counts figures and mid-sentence names, not capitalised sentence openers', () => {
    expect(
      assessAnswer(typed('Data is the issue and it is getting worse for everyone.')).specific,
    ).toBe(false);
    expect(assessAnswer(typed('The issue is that PCAF scores are poor.')).specific).toBe(true);
    expect(assessAnswer(typed('We cut costs by 12 percent.')).specific).toBe(true);
    expect(assessAnswer(typed('We want one standard template.')).specific).toBe(false);
  });

  it('gives a skip 0 and no text', () => {
    expect(assessAnswer(typed(SKIPPED_ANSWER))).toMatchObject({
      skipped: true,
      hasText: false,
      quality: { score: 0, words: 0, reasons: [{ code: 'skipped', flagsForReview: false }] },
    });
  });

  it('judges recordings: failed, empty, dot-only and sparse transcripts are unusable', () => {
    const cases: [Partial<AnswerFacts>, string][] = [
      [{ transcriptionStatus: 'failed', transcript: null, text: '' }, 'transcription_failed'],
      [{ transcript: '' }, 'empty_transcript'],
      [{ transcript: '. .' }, 'empty_transcript'],
      [{ transcript: 'we moved', durationMs: 60_000 }, 'sparse_transcript'],
    ];
    for (const [facts, code] of cases) {
      const assessment = assessAnswer(recorded(facts));
      expect(assessment.lowQualityTranscript, code).toBe(true);
      expect(assessment.transcriptJudged, code).toBe(true);
      expect(assessment.quality.reasons.map((r) => r.code)).toContain(code);
    }
    expect(assessAnswer(recorded({})).lowQualityTranscript).toBe(false);
    // 2 words in 60 s is sparse; the same 2 words in 5 s are too short a recording to judge.
    expect(
      assessAnswer(recorded({ transcript: 'we moved', durationMs: 5_000 })).lowQualityTranscript,
    ).toBe(false);
  });

  it.each<[string, Partial<AnswerFacts>, string]>([
    [
      'the engine doubted it',
      { transcriptConfidence: 0.42 },
      'Speech recognition was unsure of this transcript (confidence 42%)',
    ],
    [
      'it repeats words',
      {
        transcript: 'art art the market market is growing in the the region',
        transcriptConfidence: null,
      },
      'The transcript looks misheard: repeated words',
    ],
    [
      'it is fillers and noise',
      { transcript: 'um uh so uh yeah hmm the um thing', transcriptConfidence: null },
      'The transcript looks misheard: mostly fillers and noise',
    ],
    [
      'its word order is broken (pocketsphinx on noise: real words, impossible order)',
      {
        transcript: 'and the of a the in to it the of our a the market in',
        transcriptConfidence: 0.9,
      },
      'The transcript looks misheard: broken word order',
    ],
  ])('does not count a transcript as usable when %s', (_case, facts, message) => {
    const assessment = assessAnswer(recorded(facts));
    expect(assessment.lowQualityTranscript).toBe(true);
    expect(assessment.quality.reasons).toContainEqual(
      expect.objectContaining({ message, flagsForReview: true }),
    );
    // The figure counts it out.
    const [, , transcripts] = responseQualityFigures([assessment, assessAnswer(recorded({}))]);
    expect(transcripts).toMatchObject({ numerator: 1, denominator: 2 });
  });

  it.each<[string, Partial<AnswerFacts>]>([
    ['a confident engine', { transcriptConfidence: 0.91 }],
    ['exactly the threshold', { transcriptConfidence: 0.6 }],
    ['an engine that gives no confidence', { transcriptConfidence: null }],
    [
      'a long, natural transcript with a stutter',
      {
        transcript:
          'we we moved about forty percent of our deposits into the new treasury sweep product last year and the rest stayed with the two custodian banks we already used',
        durationMs: 12_000,
      },
    ],
  ])('counts a clean transcript as usable with %s', (_case, facts) => {
    expect(assessAnswer(recorded(facts)).lowQualityTranscript).toBe(false);
  });

  it('judges typed answers on their text only, however odd', () => {
    expect(assessAnswer(typed('the the the of a')).lowQualityTranscript).toBe(false);
  });

  it('does not score an audio-only answer while its transcript is pending', () => {
    const assessment = assessAnswer(
      recorded({ text: '', transcript: null, transcriptionStatus: 'pending' }),
    );
    expect(assessment.quality).toEqual({
      score: null,
      words: 0,
      reasons: [
        { code: 'transcript_pending', message: 'Transcript pending', flagsForReview: false },
      ],
    });
    expect(assessment.transcriptJudged).toBe(false);
  });
});

describe('assessInterview', () => {
  const good = assessAnswer(typed(SPECIFIC));
  const vague = assessAnswer(typed(VAGUE_AI));
  const skip = assessAnswer(typed(SKIPPED_ANSWER));

  it('has no score and no flag before any answer', () => {
    expect(assessInterview([])).toEqual({
      score: null,
      flaggedForReview: false,
      reasons: [{ code: 'no_answers', message: 'No answers yet', flagsForReview: false }],
      answers: 0,
    });
  });

  it('averages answer scores, a skip counting 0, and notes a few skips without flagging', () => {
    const quality = assessInterview([good, good, good, skip]);
    expect(quality.score).toBe(Math.round((3 * good.quality.score!) / 4));
    expect(quality.flaggedForReview).toBe(false);
    expect(quality.reasons).toEqual([
      { code: 'skips', message: '1 of 4 questions skipped', flagsForReview: false },
    ]);
  });

  it('flags half or more skipped', () => {
    const quality = assessInterview([good, skip]);
    expect(quality.flaggedForReview).toBe(true);
    expect(quality.reasons[0]).toMatchObject({ code: 'high_skip_rate', flagsForReview: true });
  });

  it('flags any vague answer, and a very short median answer', () => {
    expect(assessInterview([good, good, vague]).reasons).toEqual([
      { code: 'vague_answers', message: '1 vague answer', flagsForReview: true },
    ]);
    const short = assessInterview([vague, vague, good]);
    expect(short.reasons.map((r) => r.code)).toEqual(['short_median', 'vague_answers']);
    expect(short.reasons[0]!.message).toBe('Median answer is 11 words');
  });

  it('flags an unusable recording', () => {
    const quality = assessInterview([good, assessAnswer(recorded({ transcript: '.' }))]);
    expect(quality.flaggedForReview).toBe(true);
    expect(quality.reasons).toContainEqual({
      code: 'low_quality_transcripts',
      message: '1 recording with an unusable transcript',
      flagsForReview: true,
    });
  });
});

describe('responseQualityFigures', () => {
  it('gives each figure its counts, a whole percentage and an explanation', () => {
    const answers = [
      assessAnswer(typed(SPECIFIC)),
      assessAnswer(typed(VAGUE_ESG)),
      assessAnswer(typed(SKIPPED_ANSWER)),
      assessAnswer(recorded({})),
      assessAnswer(recorded({ transcript: '' })),
      assessAnswer(recorded({ text: '', transcript: null, transcriptionStatus: 'pending' })),
    ];
    const [completeness, specificity, transcripts] = responseQualityFigures(answers, ' at Acme');
    expect(completeness).toEqual({
      key: 'answerCompleteness',
      label: 'Answer completeness',
      numerator: 5,
      denominator: 6,
      percent: 83,
      explanation: 'Answers not skipped at Acme: 5 of 6 answers.',
    });
    // Written answers: SPECIFIC, VAGUE_ESG and the two recordings with text.
    expect(specificity).toMatchObject({ numerator: 3, denominator: 4, percent: 75 });
    // Finished transcriptions: two; the pending one is not judged yet.
    expect(transcripts).toMatchObject({ numerator: 1, denominator: 2, percent: 50 });
  });

  it('says so instead of a percentage when there is nothing to measure', () => {
    const [, , transcripts] = responseQualityFigures([assessAnswer(typed(SPECIFIC))]);
    expect(transcripts).toMatchObject({ percent: null, numerator: 0, denominator: 0 });
    expect(transcripts!.explanation).toMatch(/there are no transcribed recordings yet\.$/);
  });
});
