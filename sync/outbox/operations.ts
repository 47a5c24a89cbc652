/** What the device queues while offline; the engine replays these against the API. */

export interface AnswerAudio {
  mimeType: string;
  durationMs: number | null;
}

export interface SubmitAnswerPayload {
  kind: 'submitAnswer';
  interviewId: string;
  questionId: string;
  /** Optional with audio: the server's transcript fills it in. */
  answerText?: string;
  /** The recording's bytes live apart, in the storage's audio table. */
  audio?: AnswerAudio;
  /**
   * Set when the question was answered from another device first and the expert chose
   * to send this answer anyway: the server keeps it as an addition to the one it holds.
   */
  asAddition?: boolean;
}

/** Sent as an answer whose text is SKIPPED_ANSWER. */
export interface SkipPayload {
  kind: 'skip';
  interviewId: string;
  questionId: string;
}

export interface FinishPayload {
  kind: 'finish';
  interviewId: string;
}

export type OutboxPayload = SubmitAnswerPayload | SkipPayload | FinishPayload;

/**
 * `pending`: waits to be sent; `dead`: the server refused it (the expert may retry);
 * `conflict`: another device answered the question first, and the recording is held
 * here until the expert sends it as an addition or discards it.
 */
export type OutboxStatus = 'pending' | 'dead' | 'conflict';

export type OutboxOperation = OutboxPayload & {
  /** Client-generated, sent as the Idempotency-Key: a replay after a lost response is a no-op. */
  id: string;
  createdAt: string;
  /** Monotonic per device; the storage assigns it so two tabs never share one. */
  seq: number;
  attempts: number;
  /** Epoch milliseconds; 0 means "as soon as possible". */
  nextAttemptAt: number;
  lastError: string | null;
  status: OutboxStatus;
};

/** A freshly queued operation: the storage fills in `seq`. */
export type NewOperation = Omit<OutboxOperation, 'seq'>;

/** Audio as ArrayBuffer chunks: Safari private mode cannot store Blobs in IndexedDB. */
export type AudioChunks = ArrayBuffer[];

export function newOperation(payload: OutboxPayload, now = new Date()): NewOperation {
  return {
    ...payload,
    id: crypto.randomUUID(),
    createdAt: now.toISOString(),
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    status: 'pending',
  };
}
