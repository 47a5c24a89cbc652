import {
  type AnswerQuality,
  type QualityReason,
  SKIPPED_ANSWER,
  type TranscriptionStatus,
} from '../../sync/contract';
import { type Sentence, splitSentences } from '../text/sentences';
import { countPhrase } from '../text/wording';
import { textFeatures } from './textFeatures';
import { type TranscriptDoubt, transcriptDoubts } from './transcriptDoubts';

/** The stored facts about one answer that its quality depends on. */
export interface AnswerFacts {
  /** What the client reads: typed text, or the transcript when nothing was typed. */
  text: string;
  transcript: string | null;
  transcriptionStatus: TranscriptionStatus;
  hasAudio: boolean;
  durationMs: number | null;
  /** 0-1, the speech engine's confidence in `transcript`; null or absent when unknown. */
  transcriptConfidence?: number | null;
}

export interface AnswerAssessment {
  quality: AnswerQuality;
  skipped: boolean;
  /** Non-blank text that is not a skip: what specificity is measured on. */
  hasText: boolean;
  /** Gives a figure or a name. */
  specific: boolean;
  vague: boolean;
  /** A recording whose transcription has finished, so its transcript can be judged. */
  transcriptJudged: boolean;
  lowQualityTranscript: boolean;
}

/**
 * Thresholds, chosen on the demo interviews: real answers there run 40-100 words and
 * name figures or institutions; the two deliberately thin ones have 11 and 15 words
 * and neither.
 */
export const ANSWER_THRESHOLDS = {
  /** Fewer words than this is very short; very short with no figure or name is vague. */
  veryShortWords: 20,
  /** Length points are full from this many words on. */
  fullLengthWords: 50,
  /** Specificity points are full from this many figures and names on. */
  fullSpecifics: 3,
  /** Substance points are full from this many distinct content words on. */
  fullDistinctTerms: 25,
  /** Below this a finished transcript is too sparse for its recording (speech runs 110-160). */
  minTranscriptWordsPerMinute: 40,
  /** Recordings shorter than this are not judged on words per minute. */
  minJudgedDurationMs: 10_000,
} as const;

/** Points out of 100: length 50, specificity 30, substance 20. */
const WEIGHTS = { length: 50, specificity: 30, substance: 20 } as const;

/**
 * Scores one answer 0-100 on length, specificity (figures and names) and substance
 * (distinct content words); a skip scores 0. A recording whose transcript failed,
 * came back empty or far too short for its length is reported as a low-quality
 * transcript. An audio-only answer still waiting for its transcript is not scored.
 * `sentences` lets a caller that already split the text reuse that work.
 */
export function assessAnswer(
  answer: AnswerFacts,
  sentences?: readonly Sentence[],
): AnswerAssessment {
  const text = answer.text.trim();
  const skipped = text === SKIPPED_ANSWER;
  const transcriptReasons = skipped ? [] : judgeTranscript(answer);
  const transcriptJudged =
    !skipped && answer.hasAudio && ['done', 'failed'].includes(answer.transcriptionStatus);
  const lowQualityTranscript = transcriptReasons.some((reason) => reason.flagsForReview);
  const base = { skipped, transcriptJudged, lowQualityTranscript };

  if (skipped) {
    return {
      ...base,
      hasText: false,
      specific: false,
      vague: false,
      quality: { score: 0, words: 0, reasons: [reason('skipped', 'Skipped', false)] },
    };
  }
  if (!text) {
    const waiting = answer.transcriptionStatus === 'pending';
    return {
      ...base,
      hasText: false,
      specific: false,
      vague: false,
      quality: { score: waiting ? null : 0, words: 0, reasons: transcriptReasons },
    };
  }

  const features = textFeatures(sentences ?? splitSentences(text));
  const specifics = new Set([...features.numbers, ...features.names]).size;
  const specific = specifics > 0;
  const veryShort = features.words < ANSWER_THRESHOLDS.veryShortWords;
  const vague = veryShort && !specific;
  const score = Math.round(
    WEIGHTS.length * Math.min(1, features.words / ANSWER_THRESHOLDS.fullLengthWords) +
      WEIGHTS.specificity * Math.min(1, specifics / ANSWER_THRESHOLDS.fullSpecifics) +
      WEIGHTS.substance * Math.min(1, features.distinctTerms / ANSWER_THRESHOLDS.fullDistinctTerms),
  );
  const textReasons: QualityReason[] = vague
    ? [
        reason(
          'vague',
          `Vague: ${countPhrase(features.words, 'word')} and no figures or names`,
          true,
        ),
      ]
    : [
        ...(veryShort
          ? [reason('very_short', `Very short: ${countPhrase(features.words, 'word')}`, false)]
          : []),
        ...(specific ? [] : [reason('no_specifics', 'No figures or names', false)]),
      ];
  return {
    ...base,
    hasText: true,
    specific,
    vague,
    quality: { score, words: features.words, reasons: [...textReasons, ...transcriptReasons] },
  };
}

/** Problems with a recording's transcript; typed answers have none. */
function judgeTranscript(answer: AnswerFacts): QualityReason[] {
  if (!answer.hasAudio) return [];
  switch (answer.transcriptionStatus) {
    case 'pending':
      return [reason('transcript_pending', 'Transcript pending', false)];
    case 'failed':
      return [reason('transcription_failed', 'The recording could not be transcribed', true)];
    case 'done': {
      const transcript = answer.transcript ?? '';
      // The recorder's own low-audio warning fires on the same thing (spec section 4).
      if (/^[\s.]*$/.test(transcript)) {
        return [reason('empty_transcript', "The recording's transcript is empty", true)];
      }
      const words = transcript.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
      const durationMs = answer.durationMs ?? 0;
      if (
        durationMs >= ANSWER_THRESHOLDS.minJudgedDurationMs &&
        words / (durationMs / 60_000) < ANSWER_THRESHOLDS.minTranscriptWordsPerMinute
      ) {
        const seconds = Math.round(durationMs / 1000);
        return [
          reason(
            'sparse_transcript',
            `The transcript has ${countPhrase(words, 'word')} for ${seconds} seconds of recording`,
            true,
          ),
        ];
      }
      return doubtfulTranscript(transcript, answer.transcriptConfidence ?? null);
    }
    default:
      return [];
  }
}

/**
 * A transcript the engine itself doubts, or that reads like recognition garbage
 * (repeated words, fillers and noise, broken word order), is not usable: a reader
 * would take misheard words for the expert's.
 */
function doubtfulTranscript(transcript: string, confidence: number | null): QualityReason[] {
  const doubts = transcriptDoubts({ text: transcript, confidence });
  if (doubts.includes('low_confidence')) {
    const percent = Math.round((confidence ?? 0) * 100);
    return [
      reason(
        'low_confidence_transcript',
        `Speech recognition was unsure of this transcript (confidence ${percent}%)`,
        true,
      ),
    ];
  }
  if (doubts.length > 0) {
    const signs = doubts.map((doubt) => GARBLED_SIGNS[doubt]).join(', ');
    return [reason('garbled_transcript', `The transcript looks misheard: ${signs}`, true)];
  }
  return [];
}

const GARBLED_SIGNS: Record<TranscriptDoubt, string> = {
  low_confidence: 'low confidence',
  repeated_words: 'repeated words',
  noise: 'mostly fillers and noise',
  broken_word_order: 'broken word order',
};

export function reason(
  code: QualityReason['code'],
  message: string,
  flagsForReview: boolean,
): QualityReason {
  return { code, message, flagsForReview };
}
