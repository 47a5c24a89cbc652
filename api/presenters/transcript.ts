import type { AnswerAddition, TranscriptAnswer, TranscriptQuestion } from '../../sync/contract';
import type { AnswerRecord } from '../commands/answerRecordLoader';
import type { Question } from '../models';
import type { AnswerAssessment } from '../quality/answerQuality';
import { iso } from './dates';
import { questionKind } from './questionKind';

/** One question of a transcript with its answer (or null) as the app reads it. */
export function presentTranscriptQuestion(
  question: Question,
  answer: { record: AnswerRecord; assessment: AnswerAssessment } | null,
  additionsOf: (answerId: string) => AnswerAddition[],
): TranscriptQuestion {
  return {
    id: question.id,
    questionText: question.questionText,
    questionType: question.questionType,
    questionKind: questionKind(question),
    parentQuestionId: question.parentQuestionId,
    orderIndex: question.orderIndex,
    answer: answer
      ? presentTranscriptAnswer(
          answer.record,
          answer.assessment,
          additionsOf(answer.record.answerId),
        )
      : null,
  };
}

function presentTranscriptAnswer(
  record: AnswerRecord,
  assessment: AnswerAssessment,
  additions: AnswerAddition[],
): TranscriptAnswer {
  return {
    id: record.answerId,
    answerText: record.text,
    transcript: record.transcript,
    transcriptionStatus: record.transcriptionStatus,
    hasAudio: record.hasAudio,
    durationMs: record.durationMs,
    transcriptConfidence: record.transcriptConfidence,
    createdAt: iso(record.createdAt),
    quality: assessment.quality,
    additions,
  };
}
