import type { SentimentLabel } from '../ai/analysis/schema';
import { sentimentLabel } from '../ai/analysis/sentiment';
import { splitSentences } from '../text/sentences';
import { type AnswerFacts, assessAnswer } from './answerQuality';

/**
 * Raised whenever what is computed here changes meaning (a threshold, the lexicon, the
 * stemmer): stored rows of an older version are then analysed again on their next read.
 */
export const ANSWER_ANALYSIS_VERSION = 2;

/**
 * What the client dashboard and the interview quality badges need of one answer,
 * computed from that answer alone.
 */
export interface AnswerFeatures {
  /** The answer's quality score; null while a recording waits for its transcript. */
  score: number | null;
  words: number;
  vague: boolean;
  skipped: boolean;
  /** Real text: not blank, not a skip (isRealAnswer). */
  hasText: boolean;
  specific: boolean;
  transcriptJudged: boolean;
  lowQualityTranscript: boolean;
  /** The local engine's reading of the text; null without text. */
  sentiment: SentimentLabel | null;
  /** Distinct content stems of the text; none without text. */
  terms: string[];
}

/**
 * Reads one answer with wink-nlp once: the same assessment, sentiment and stems the
 * dashboard used to compute from every answer on every request.
 */
export function analyseAnswer(answer: AnswerFacts): AnswerFeatures {
  const sentences = splitSentences(answer.text);
  const assessment = assessAnswer(answer, sentences);
  const hasText = assessment.hasText;
  return {
    score: assessment.quality.score,
    words: assessment.quality.words,
    vague: assessment.vague,
    skipped: assessment.skipped,
    hasText,
    specific: assessment.specific,
    transcriptJudged: assessment.transcriptJudged,
    lowQualityTranscript: assessment.lowQualityTranscript,
    sentiment: hasText ? sentimentLabel(answer.text) : null,
    terms: hasText ? [...new Set(sentences.flatMap((sentence) => sentence.terms))] : [],
  };
}
