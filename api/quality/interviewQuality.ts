import type { InterviewQuality, QualityReason } from '../../sync/contract';
import { countPhrase } from '../text/wording';
import { ANSWER_THRESHOLDS, type AnswerAssessment, reason } from './answerQuality';

/**
 * When an interview goes up for review before the expert is paid (spec section 1).
 * Any one of these is enough:
 * - half or more of its answered questions were skipped;
 * - its median written answer is very short (under 20 words);
 * - any answer is vague (very short with no figure or name);
 * - any recording's transcript is unusable (failed, empty, far too sparse, doubted by
 *   speech recognition or garbled).
 */
export const REVIEW_THRESHOLDS = {
  skipRate: 0.5,
  medianWords: ANSWER_THRESHOLDS.veryShortWords,
} as const;

/**
 * What an interview's quality depends on, counted over its answers: by assessInterview
 * from assessed answers, or in SQL from stored ones (api/commands/responseQualityScorer.ts).
 */
export interface AnswerTally {
  answers: number;
  skipped: number;
  /** Sum and count of the answer scores that are known (a skip counts 0; pending ones none). */
  scoreSum: number;
  scored: number;
  /** The median word count of the answers with text, the lower middle for an even count. */
  medianWords: number | null;
  vague: number;
  lowQualityTranscripts: number;
}

/**
 * One interview's quality from its answers: the mean answer score (a skip counts 0;
 * answers still waiting for a transcript are left out), and every reason that lowers
 * it or puts it up for review.
 */
export function assessInterview(answers: readonly AnswerAssessment[]): InterviewQuality {
  const scores = answers.flatMap((answer) =>
    answer.quality.score === null ? [] : [answer.quality.score],
  );
  const words = answers.filter((answer) => answer.hasText).map((answer) => answer.quality.words);
  return judgeTally({
    answers: answers.length,
    skipped: answers.filter((answer) => answer.skipped).length,
    scoreSum: scores.reduce((sum, score) => sum + score, 0),
    scored: scores.length,
    medianWords: words.length === 0 ? null : median(words),
    vague: answers.filter((answer) => answer.vague).length,
    lowQualityTranscripts: answers.filter((answer) => answer.lowQualityTranscript).length,
  });
}

/** An interview's quality from the tally of its answers. */
export function judgeTally(tally: AnswerTally): InterviewQuality {
  if (tally.answers === 0) {
    return {
      score: null,
      flaggedForReview: false,
      reasons: [reason('no_answers', 'No answers yet', false)],
      answers: 0,
    };
  }
  const reasons = [...skipReasons(tally), ...lengthReasons(tally), ...countedReasons(tally)];
  return {
    score: tally.scored === 0 ? null : Math.round(tally.scoreSum / tally.scored),
    flaggedForReview: reasons.some((item) => item.flagsForReview),
    reasons,
    answers: tally.answers,
  };
}

function skipReasons({ skipped, answers }: AnswerTally): QualityReason[] {
  if (skipped === 0) return [];
  const message = `${skipped} of ${countPhrase(answers, 'question')} skipped`;
  return skipped / answers >= REVIEW_THRESHOLDS.skipRate
    ? [reason('high_skip_rate', message, true)]
    : [reason('skips', message, false)];
}

function lengthReasons({ medianWords }: AnswerTally): QualityReason[] {
  if (medianWords === null || medianWords >= REVIEW_THRESHOLDS.medianWords) return [];
  return [reason('short_median', `Median answer is ${countPhrase(medianWords, 'word')}`, true)];
}

function countedReasons({ vague, lowQualityTranscripts: unusable }: AnswerTally): QualityReason[] {
  return [
    ...(vague > 0 ? [reason('vague_answers', `${countPhrase(vague, 'vague answer')}`, true)] : []),
    ...(unusable > 0
      ? [
          reason(
            'low_quality_transcripts',
            `${countPhrase(unusable, 'recording')} with an unusable transcript`,
            true,
          ),
        ]
      : []),
  ];
}

/** The middle value; the lower of the two middle ones for an even count. */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
