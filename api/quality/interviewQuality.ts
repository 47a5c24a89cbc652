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
 * One interview's quality from its answers: the mean answer score (a skip counts 0;
 * answers still waiting for a transcript are left out), and every reason that lowers
 * it or puts it up for review.
 */
export function assessInterview(answers: readonly AnswerAssessment[]): InterviewQuality {
  if (answers.length === 0) {
    return {
      score: null,
      flaggedForReview: false,
      reasons: [reason('no_answers', 'No answers yet', false)],
      answers: 0,
    };
  }
  const scores = answers.flatMap((answer) =>
    answer.quality.score === null ? [] : [answer.quality.score],
  );
  const reasons = [...skipReasons(answers), ...lengthReasons(answers), ...countedReasons(answers)];
  return {
    score: scores.length === 0 ? null : Math.round(mean(scores)),
    flaggedForReview: reasons.some((item) => item.flagsForReview),
    reasons,
    answers: answers.length,
  };
}

function skipReasons(answers: readonly AnswerAssessment[]): QualityReason[] {
  const skipped = answers.filter((answer) => answer.skipped).length;
  if (skipped === 0) return [];
  const message = `${skipped} of ${countPhrase(answers.length, 'question')} skipped`;
  return skipped / answers.length >= REVIEW_THRESHOLDS.skipRate
    ? [reason('high_skip_rate', message, true)]
    : [reason('skips', message, false)];
}

function lengthReasons(answers: readonly AnswerAssessment[]): QualityReason[] {
  const words = answers.filter((answer) => answer.hasText).map((answer) => answer.quality.words);
  if (words.length === 0) return [];
  const middle = median(words);
  if (middle >= REVIEW_THRESHOLDS.medianWords) return [];
  return [reason('short_median', `Median answer is ${countPhrase(middle, 'word')}`, true)];
}

function countedReasons(answers: readonly AnswerAssessment[]): QualityReason[] {
  const vague = answers.filter((answer) => answer.vague).length;
  const unusable = answers.filter((answer) => answer.lowQualityTranscript).length;
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

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** The middle value; the lower of the two middle ones for an even count. */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
