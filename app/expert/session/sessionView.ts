import type { SessionInterview, SessionQuestion } from '../../../sync/contract';
import type { StoredSession } from '../../offline/db';

export type AnswerState = 'synced' | 'transcribing' | 'on-device';

export interface PreviousEntry {
  questionId: string;
  question: string;
  questionType: SessionQuestion['questionType'];
  answer: string;
  hasAudio: boolean;
  state: AnswerState;
}

export type SessionPhase =
  /** Questions left to answer. */
  | 'question'
  /** Nothing left here, but the server has not seen every answer or is still deciding follow-ups. */
  | 'waiting'
  /** Every question answered and acknowledged, no follow-up to come: time to finish. */
  | 'ready-to-finish'
  | 'completed';

export interface SessionView {
  interview: SessionInterview;
  phase: SessionPhase;
  remaining: SessionQuestion[];
  previous: PreviousEntry[];
  progress: { answered: number; total: number; percentage: number };
  /** The expert finished on this device and the server may not know yet. */
  finishedLocally: boolean;
}

/** What the screen shows: the server's snapshot with this device's unsent work laid over it. */
export function deriveSessionView(session: StoredSession): SessionView {
  const { snapshot, localAnswers } = session;
  const answeredHere = new Set(localAnswers.map((a) => a.questionId));
  const remaining = snapshot.remainingQuestions.filter((q) => !answeredHere.has(q.id));
  const previous: PreviousEntry[] = [
    ...snapshot.previousQuestions.map((p) => ({
      questionId: p.questionId,
      question: p.question,
      questionType: p.questionType,
      answer: p.answer,
      hasAudio: p.transcriptionStatus !== 'none',
      state: (p.transcriptionStatus === 'pending' ? 'transcribing' : 'synced') as AnswerState,
    })),
    ...localAnswers.map((a) => ({
      questionId: a.questionId,
      question: a.question,
      questionType: a.questionType,
      answer: a.answerText,
      hasAudio: a.hasAudio,
      state: 'on-device' as const,
    })),
  ];
  const total = Math.max(snapshot.progress.total, previous.length + remaining.length);
  const answered = previous.length;
  const completed = snapshot.interview.status === 'completed' || !!session.finishedAt;
  return {
    interview: snapshot.interview,
    phase: completed
      ? 'completed'
      : remaining.length > 0
        ? 'question'
        : localAnswers.length > 0 || snapshot.awaitingFollowups > 0
          ? 'waiting'
          : 'ready-to-finish',
    remaining,
    previous,
    progress: {
      answered,
      total,
      percentage: total === 0 ? 100 : Math.min(100, Math.round((answered / total) * 100)),
    },
    finishedLocally: !!session.finishedAt && snapshot.interview.status !== 'completed',
  };
}

/** Planned duration minus whole minutes since the start (or creation), never below 0. */
export function minutesRemaining(interview: SessionInterview, now: number): number {
  const since = Date.parse(interview.startedAt ?? interview.createdAt);
  const elapsed = Math.floor((now - since) / 60_000);
  return Math.max(0, interview.interviewDurationMinutes - Math.max(0, elapsed));
}

/** The spec's preview of a previous answer: 150 characters, then an ellipsis. */
export function previewAnswer(answer: string, limit = 150): string {
  return answer.length > limit ? `${answer.slice(0, limit)}...` : answer;
}
