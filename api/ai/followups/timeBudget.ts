import type { TimeLeft } from './types';

/**
 * Longest stretch between two answers that counts as interview time. Longer gaps are
 * a pause (the expert finished early and came back, or left the tab): counting them
 * would end follow-ups for the rest of an interview that still has its time.
 */
export const MAX_COUNTED_GAP_MINUTES = 5;
/** No question takes less than this, however fast the first answers came. */
export const MIN_MINUTES_PER_QUESTION = 1;

export interface AnswerTiming {
  createdAt: Date;
  audioDurationMs: number | null;
}

export interface InterviewClock {
  plannedMinutes: number;
  startedAt: Date | null;
  /** Every answer so far, the one just given included, in any order. */
  answers: readonly AnswerTiming[];
  /** Unanswered questions, follow-ups already asked included. */
  questionsLeft: number;
}

/**
 * How long the interview has taken and how long the rest should take. Each answer
 * counts the time since the one before (or since the start), at most
 * MAX_COUNTED_GAP_MINUTES, and never less than its own recording: an answer replayed
 * from the offline outbox arrives seconds after the previous one but took as long as
 * its audio. The pace is this expert's own average so far.
 */
export function timeLeft(clock: InterviewClock): TimeLeft {
  const answers = [...clock.answers].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  let previous = clock.startedAt ?? answers[0]?.createdAt ?? null;
  let usedMs = 0;
  for (const answer of answers) {
    const gapMs = previous ? Math.max(0, answer.createdAt.getTime() - previous.getTime()) : 0;
    usedMs += Math.max(
      answer.audioDurationMs ?? 0,
      Math.min(gapMs, MAX_COUNTED_GAP_MINUTES * 60_000),
    );
    previous = answer.createdAt;
  }
  const usedMinutes = usedMs / 60_000;
  const pace = answers.length > 0 ? usedMinutes / answers.length : 0;
  return {
    plannedMinutes: clock.plannedMinutes,
    usedMinutes,
    questionsLeft: clock.questionsLeft,
    minutesPerQuestion: Math.max(MIN_MINUTES_PER_QUESTION, pace),
  };
}

/** Whether one more question, and then every question left, still fit in the planned time. */
export function followupFits(time: TimeLeft): boolean {
  const needed = (time.questionsLeft + 1) * time.minutesPerQuestion;
  return time.usedMinutes + needed <= time.plannedMinutes;
}

/** "about 12 of 30 minutes used": for logs and the model's prompt. */
export function describeTime(time: TimeLeft): string {
  const used = Math.round(time.usedMinutes);
  const perQuestion = Math.round(time.minutesPerQuestion * 10) / 10;
  return `about ${used} of ${time.plannedMinutes} planned minutes used; ${time.questionsLeft} questions left at about ${perQuestion} minutes each`;
}
