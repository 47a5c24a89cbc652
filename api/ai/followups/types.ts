/**
 * The AI interviewer's follow-up question: after an expert answers, an advisor decides
 * whether one more question on the same point is worth asking, and words it.
 */
export interface FollowupAdvisor {
  readonly name: 'local' | 'openai';
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
}

export interface PreviousExchange {
  question: string;
  answer: string;
}

/** `reason` says why, in a few words, for logs and tests; the expert never sees it. */
export type FollowupDecision =
  | { ask: false; reason: string }
  | { ask: true; question: string; reason: string };

export class FollowupAdviceUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FollowupAdviceUnavailableError';
  }
}
