import { SKIPPED_ANSWER } from '../../../sync/contract/skippedAnswer';
import type { OutboxOperation } from '../../../sync/outbox/operations';

/**
 * How an answer was given, in the words the expert reads and hears. A typed answer is
 * never called a recording (or a 'voice response'), nor a recording a typed answer:
 * the toasts, the sync status and the previous answers all take their words from here.
 */
export type AnswerKind = 'typed' | 'recorded' | 'skipped';

/** A recording with text typed beside it is still a recorded answer: its audio goes too. */
export function answerKindOf(answer: { answerText: string; hasAudio: boolean }): AnswerKind {
  if (answer.hasAudio) return 'recorded';
  return answer.answerText.trim() === SKIPPED_ANSWER ? 'skipped' : 'typed';
}

export const ANSWER_KIND_LABEL: Record<AnswerKind, string> = {
  typed: 'Typed answer',
  recorded: 'Recorded answer',
  skipped: 'Skipped',
};

/** The toast after Submit: what was saved, and where it is now. */
export function answerSavedToast(
  kind: Exclude<AnswerKind, 'skipped'>,
  online: boolean,
): { title: string; description: string } {
  const saved =
    kind === 'recorded'
      ? 'Your recorded answer has been saved.'
      : 'Your typed answer has been saved.';
  const where = online
    ? kind === 'recorded'
      ? ' Its transcript follows on the server.'
      : ''
    : " It is kept on this device and sent when you're back online.";
  return { title: 'Answer Submitted', description: `${saved}${where}` };
}

interface AnswerCounts {
  recorded: number;
  typed: number;
  skipped: number;
  finish: number;
}

function countOperations(operations: readonly OutboxOperation[]): AnswerCounts {
  const counts: AnswerCounts = { recorded: 0, typed: 0, skipped: 0, finish: 0 };
  for (const op of operations) {
    if (op.kind === 'submitAnswer') counts[op.audio ? 'recorded' : 'typed'] += 1;
    else if (op.kind === 'skip') counts.skipped += 1;
    else counts.finish += 1;
  }
  return counts;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "2 recorded answers, 1 typed answer and 1 skipped question"; '' for nothing. */
export function describeOperations(
  operations: readonly OutboxOperation[],
  { includeFinish = true }: { includeFinish?: boolean } = {},
): string {
  const counts = countOperations(operations);
  const parts = [
    counts.recorded > 0 && plural(counts.recorded, 'recorded answer', 'recorded answers'),
    counts.typed > 0 && plural(counts.typed, 'typed answer', 'typed answers'),
    counts.skipped > 0 && plural(counts.skipped, 'skipped question', 'skipped questions'),
    includeFinish && counts.finish > 0 && 'the end of the interview',
  ].filter((part): part is string => !!part);
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
