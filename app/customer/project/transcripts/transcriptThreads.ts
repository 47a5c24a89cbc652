import type { TranscriptAnswer, TranscriptQuestion } from '../../../../sync/contract/analytics';
import { SKIPPED_ANSWER } from '../../../../sync/contract/common';

/** A base question and the AI follow-ups asked after it (follow-ups of follow-ups too). */
export interface TranscriptThread {
  question: TranscriptQuestion;
  followups: TranscriptQuestion[];
}

/**
 * Groups a transcript (interview order) under its base questions, so follow-ups can
 * be shown indented beneath the question they follow. A follow-up whose parent is not
 * in the transcript stands as its own thread rather than disappearing.
 */
export function transcriptThreads(questions: readonly TranscriptQuestion[]): TranscriptThread[] {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const rootOf = (question: TranscriptQuestion) => {
    let current = question;
    const seen = new Set<string>();
    while (current.parentQuestionId && !seen.has(current.id)) {
      seen.add(current.id);
      const parent = byId.get(current.parentQuestionId);
      if (!parent) break;
      current = parent;
    }
    return current;
  };
  const threads = new Map<string, TranscriptThread>();
  for (const question of questions) {
    const root = rootOf(question);
    const thread = threads.get(root.id) ?? { question: root, followups: [] };
    threads.set(root.id, thread);
    if (root !== question) thread.followups.push(question);
  }
  return [...threads.values()];
}

/** How an answer reads in the transcript. */
export type AnswerView =
  | { kind: 'text'; text: string }
  | { kind: 'skipped' }
  | { kind: 'notAnswered' }
  | { kind: 'transcribing' }
  | { kind: 'transcriptionFailed' }
  | { kind: 'empty' };

export function answerView(answer: TranscriptAnswer | null): AnswerView {
  if (!answer) return { kind: 'notAnswered' };
  if (answer.answerText === SKIPPED_ANSWER) return { kind: 'skipped' };
  if (answer.answerText.trim()) return { kind: 'text', text: answer.answerText };
  if (answer.transcriptionStatus === 'pending') return { kind: 'transcribing' };
  if (answer.transcriptionStatus === 'failed') return { kind: 'transcriptionFailed' };
  return { kind: 'empty' };
}

/** The DOM id of an answer in the transcript dialog: citations scroll to it. */
export function answerElementId(answerId: string): string {
  return `answer-${answerId}`;
}
