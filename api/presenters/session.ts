import type {
  PreviousQuestion,
  Progress,
  SessionInterview,
  SessionQuestion,
  SubmitAnswerResponse,
} from '../../sync/contract';
import { isReopenable } from '../commands/interviewLifecycle';
import type { Answer, Interview, Question } from '../models';
import { iso } from './dates';
import { questionKind } from './questionKind';

/** The interview as the expert's session (and its offline cache) sees it. */
export function presentSessionInterview(
  interview: Interview,
  projectName: string | null,
): SessionInterview {
  return {
    id: interview.id,
    client: interview.client,
    projectName,
    expertName: interview.expertName,
    status: interview.status,
    interviewDurationMinutes: interview.interviewDurationMinutes,
    startedAt: iso(interview.startedAt),
    createdAt: iso(interview.createdAt),
    completedAt: iso(interview.completedAt),
    finishedEarlyAt: iso(interview.finishedEarlyAt),
    closedAt: iso(interview.closedAt),
    declinedAt: iso(interview.declinedAt),
    deadlineAt: iso(interview.deadlineAt),
    reopenable: isReopenable(interview),
  };
}

export function presentSessionQuestion(question: Question): SessionQuestion {
  return {
    id: question.id,
    questionText: question.questionText,
    questionType: question.questionType,
    questionKind: questionKind(question),
    parentQuestionId: question.parentQuestionId,
    orderIndex: question.orderIndex,
  };
}

export function presentPreviousQuestion(
  question: Question,
  answer: Pick<Answer, 'answerText' | 'transcriptionStatus'> | undefined,
): PreviousQuestion {
  return {
    questionId: question.id,
    question: question.questionText,
    questionType: question.questionType,
    answer: answer?.answerText ?? '',
    transcriptionStatus: answer?.transcriptionStatus ?? 'none',
  };
}

/** Rounded down, so 100% only ever means every question is answered. */
export function presentProgress(answered: number, total: number): Progress {
  const percentage = total > 0 ? Math.floor((answered / total) * 100) : 0;
  return { answered, total, percentage: Math.min(100, Math.max(0, percentage)) };
}

export function presentSubmittedAnswer(answer: Answer): SubmitAnswerResponse['answer'] {
  return {
    id: answer.id,
    questionId: answer.questionId,
    answerText: answer.answerText,
    transcriptionStatus: answer.transcriptionStatus,
    hasAudio: answer.audioPath !== null,
    createdAt: iso(answer.createdAt),
  };
}
