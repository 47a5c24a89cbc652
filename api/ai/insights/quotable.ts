import { type AnswerFacts, assessAnswer } from '../../quality/answerQuality';
import type { AnswerPassage } from '../../retrieval/types';
import { isTranscriptCheck } from '../followups/transcriptCheck';

/**
 * The answers key insights are drawn from: a reply to a transcript check ("Yes, that's
 * right") is about the recording, not the question, so it is neither counted nor quoted.
 */
export function insightAnswers<A extends AnswerPassage>(answers: readonly A[]): A[] {
  return answers.filter((answer) => !isTranscriptCheck(answer.questionText));
}

/**
 * Key insights quote only answers a reviewer would stand behind. An answer flagged for
 * review (vague, or a recording whose transcript is unusable: api/quality/answerQuality.ts)
 * may carry misheard or empty words: it is counted among a question's answers but never
 * quoted, nor mined for figures, consensus or disagreement.
 */
export function isQuotable(answer: AnswerPassage & AnswerFacts): boolean {
  if (isTranscriptCheck(answer.questionText)) return false;
  return !assessAnswer(answer).quality.reasons.some((reason) => reason.flagsForReview);
}
