import type { AnswerAddition as AnswerAdditionView } from '../../sync/contract';
import type { AnswerAddition } from '../models';
import { iso } from './dates';

/** An addition as the expert's device and the transcript readers see it: no storage keys. */
export function presentAnswerAddition(addition: AnswerAddition): AnswerAdditionView {
  return {
    id: addition.id,
    answerId: addition.answerId,
    questionId: addition.questionId,
    text: addition.text,
    transcript: addition.transcript,
    transcriptionStatus: addition.transcriptionStatus,
    hasAudio: addition.audioPath !== null,
    createdAt: iso(addition.createdAt),
  };
}
