/**
 * The AI interviewer's follow-up question: after an expert answers, an advisor decides
 * whether one more question on the same point is worth asking, and words it.
 */
export interface FollowupAdvisor {
  readonly name: 'local' | 'openai';
  /**
   * Decides in memory, at once, without leaving the process (the local rules): a typed
   * answer's follow-up is then decided in the transaction that stores it, with no job.
   */
  readonly instant: boolean;
  /**
   * Throws FollowupAdviceUnavailableError when the engine cannot answer right now
   * (a timeout, a 5xx): the decision is then retried later. Any answer the engine did
   * give, even an unusable one, comes back as a decision.
   */
  decide(request: FollowupRequest): Promise<FollowupDecision>;
}

export interface FollowupRequest {
  projectName?: string | null;
  /** The question just answered: a base question or an earlier follow-up. */
  questionText: string;
  answerText: string;
  /** The exchange so far on the same base question, oldest first (not the one above). */
  previous?: readonly PreviousExchange[];
  /**
   * Set when the answer text came from speech recognition: how sure the engine was
   * (0-1, null when it does not say). Misheard words must never be quoted back.
   */
  speech?: { confidence: number | null };
  /** The interview's clock, so a follow-up is only asked when there is time for it. */
  time?: TimeLeft;
}

export interface TimeLeft {
  plannedMinutes: number;
  /** Estimated minutes spent so far (api/ai/followups/timeBudget.ts). */
  usedMinutes: number;
  /** Questions still to answer after this one, follow-ups already asked included. */
  questionsLeft: number;
  /** Minutes one more question is expected to take, at this expert's pace. */
  minutesPerQuestion: number;
}

export interface PreviousExchange {
  question: string;
  answer: string;
}

/**
 * What a follow-up asks for: a figure, an example, the reason behind a claim, what a
 * hedge depends on, more of a short answer; or, set by the decider rather than an
 * engine, the expert's check of a transcript that may be misheard.
 */
export const FOLLOWUP_KINDS = [
  'figure',
  'example',
  'reason',
  'hedge',
  'elaborate',
  'transcript_check',
] as const;
export type FollowupKind = (typeof FOLLOWUP_KINDS)[number];

/**
 * `reason` says why, in a few words, for logs and tests; the expert never sees it.
 * `kind` is absent when the engine does not classify its question (a chat model).
 */
export type FollowupDecision =
  | { ask: false; reason: string }
  | { ask: true; question: string; reason: string; kind?: FollowupKind };

export class FollowupAdviceUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FollowupAdviceUnavailableError';
  }
}
