import type { QuestionKind } from '../../sync/contract';
import { isTranscriptCheck } from '../ai/followups/transcriptCheck';
import type { Question } from '../models';

/**
 * A transcript check is stored as a follow-up (no column says which): its opening,
 * which only transcriptCheck.ts writes, tells it apart.
 */
export function questionKind(
  question: Pick<Question, 'questionType' | 'questionText'>,
): QuestionKind {
  if (question.questionType === 'base') return 'base';
  return isTranscriptCheck(question.questionText) ? 'check' : 'followup';
}
