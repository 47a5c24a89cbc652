import type { SessionInterview, SessionQuestion } from '../../../sync/contract';
import type { StoredSession } from '../../offline/db';
import { type AnswerKind, answerKindOf } from './answerWording';

export type AnswerState = 'synced' | 'transcribing' | 'on-device';

export interface PreviousEntry {
  questionId: string;
  question: string;
  questionType: SessionQuestion['questionType'];
  answer: string;
  hasAudio: boolean;
  kind: AnswerKind;
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
  /** Unanswered questions: the server's order, less what this device answered since. */
  remaining: SessionQuestion[];
  /**
   * Answers given on this device that the server's last snapshot does not include yet.
   * While above 0, what comes next is this device's guess: the server may have a
   * follow-up to one of them that the guess cannot know about.
   */
  unconfirmedAnswers: number;
  /**
   * The server can be asked what comes next: the browser is online, the outbox is not
   * failing and the last refresh was answered. Offline, the device's guess has to do.
   */
  serverLeads: boolean;
  previous: PreviousEntry[];
  progress: { answered: number; total: number; percentage: number };
  /** The expert finished on this device and the server may not know yet. */
  finishedLocally: boolean;
}

/** What the screen shows: the server's snapshot with this device's unsent work laid over it. */
export function deriveSessionView(
  session: StoredSession,
  { serverLeads }: { serverLeads: boolean } = { serverLeads: false },
): SessionView {
  const { snapshot, localAnswers } = session;
  const answeredHere = new Set(localAnswers.map((a) => a.questionId));
  const remaining = snapshot.remainingQuestions.filter((q) => !answeredHere.has(q.id));
  const previous: PreviousEntry[] = [
    ...snapshot.previousQuestions.map((p) => {
      // Only an answer that came with a recording has a transcription status.
      const hasAudio = p.transcriptionStatus !== 'none';
      return {
        questionId: p.questionId,
        question: p.question,
        questionType: p.questionType,
        answer: p.answer,
        hasAudio,
        kind: answerKindOf({ answerText: p.answer, hasAudio }),
        state: (p.transcriptionStatus === 'pending' ? 'transcribing' : 'synced') as AnswerState,
      };
    }),
    ...localAnswers.map((a) => ({
      questionId: a.questionId,
      question: a.question,
      questionType: a.questionType,
      answer: a.answerText,
      hasAudio: a.hasAudio,
      kind: answerKindOf(a),
      state: 'on-device' as const,
    })),
  ];
  // The server's count, not its list: a completed interview opened through its link
  // alone comes without its answers (they are the client's), but with their number.
  // Once it is completed there, nothing on this device adds to that count: every answer
  // queued before the finish has landed (or been refused) before the finish did.
  const completedOnServer = snapshot.interview.status === 'completed';
  const answered = Math.max(
    previous.length,
    snapshot.progress.answered + (completedOnServer ? 0 : localAnswers.length),
  );
  const total = Math.max(snapshot.progress.total, answered + remaining.length);
  const completed = completedOnServer || !!session.finishedAt;
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
    unconfirmedAnswers: localAnswers.length,
    serverLeads,
    previous,
    progress: {
      answered,
      total,
      percentage: total === 0 ? 100 : Math.min(100, Math.round((answered / total) * 100)),
    },
    finishedLocally: !!session.finishedAt && snapshot.interview.status !== 'completed',
  };
}

/** What the question area shows while there are questions left. */
export type QuestionChoice =
  /** `guessed`: picked on this device, because the server cannot be asked right now. */
  | { kind: 'question'; question: SessionQuestion; guessed: boolean }
  /** The device is ahead of the server and can ask it: its answer brings the next question. */
  | { kind: 'awaiting-server' };

/**
 * The server's current question is the truth once it is known; the device's guess is
 * only for when the server cannot be asked, or takes too long to answer (a slow link
 * must not hold the expert on a spinner). One exception: a question the expert has
 * started answering (text typed, a recording made or in progress) stays on screen even
 * when the server's order puts a newly arrived follow-up first; that follow-up comes
 * next. And while the server is asked, a question already on screen stays there: swapping
 * it for "One moment" as the connection comes back took the box from under the expert's
 * hands, with whatever they typed in that instant (a browser test caught it, on a slow
 * machine). Null outside the 'question' phase.
 */
export function chooseQuestion(
  view: SessionView,
  {
    startedQuestionId,
    shownQuestionId = null,
    waitedTooLong,
  }: {
    startedQuestionId: string | null;
    /** The question on screen before this choice, if any. */
    shownQuestionId?: string | null;
    /** The screen has waited for the server past its patience (see `awaitsServer`). */
    waitedTooLong: boolean;
  },
): QuestionChoice | null {
  if (view.phase !== 'question') return null;
  const started = view.remaining.find((q) => q.id === startedQuestionId);
  const guessed = view.unconfirmedAnswers > 0;
  if (started) return { kind: 'question', question: started, guessed };
  if (awaitsServer(view) && !waitedTooLong) {
    const shown = view.remaining.find((q) => q.id === shownQuestionId);
    return shown ? { kind: 'question', question: shown, guessed } : { kind: 'awaiting-server' };
  }
  const next = view.remaining[0];
  return next ? { kind: 'question', question: next, guessed } : null;
}

/** The device is ahead of a server it can ask: the server's reply says what comes next. */
export function awaitsServer(view: SessionView): boolean {
  return view.unconfirmedAnswers > 0 && view.serverLeads;
}

/**
 * A follow-up the server put ahead of the question on screen (the expert had started
 * on that one): it is asked next, and the screen says so.
 */
export function followupComingNext(
  view: SessionView,
  onScreen: SessionQuestion,
): SessionQuestion | null {
  const first = view.remaining[0];
  return first && first.id !== onScreen.id && first.questionType === 'followup' ? first : null;
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
