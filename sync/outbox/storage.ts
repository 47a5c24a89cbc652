import type { AudioChunks, NewOperation, OutboxOperation } from './operations';

/** Where queued operations live: IndexedDB in the app, memory in tests. */
export interface OutboxStorage {
  /** Stores the operation and its audio together, so an answer is never queued without its recording. */
  add(operation: NewOperation, audio?: AudioChunks): Promise<OutboxOperation>;
  /** Pending operations in `seq` order, of one interview or of all. */
  listPending(interviewId?: string): Promise<OutboxOperation[]>;
  markAttempt(id: string, nextAttemptAt: number, error: string): Promise<void>;
  /** Deletes the operation and its audio together: the server has them now. */
  acknowledge(id: string): Promise<void>;
  deadLetter(id: string, reason: string): Promise<void>;
  /** Puts a dead operation back in the queue, due now: the user asked to try it again. */
  requeue(id: string): Promise<void>;
  listDead(): Promise<OutboxOperation[]>;
  /** Keeps the operation and its audio out of the queue: another device answered first. */
  holdConflict(id: string, reason: string): Promise<void>;
  /** Puts a held conflict back in the queue, due now, to be sent as an addition. */
  sendAsAddition(id: string): Promise<void>;
  /** Deletes a held conflict and its audio: the expert chose to let it go. */
  discard(id: string): Promise<void>;
  listConflicts(): Promise<OutboxOperation[]>;
  audioFor(id: string): Promise<AudioChunks | null>;
}
