import { backoffDelay } from './backoff';
import { classifyResponse, networkFailure, type Outcome, type TransportResponse } from './classify';
import type { WithLock } from './locks';
import type { AudioChunks, OutboxOperation } from './operations';
import type { OutboxStorage } from './storage';

export type Transport = (
  operation: OutboxOperation,
  audio: AudioChunks | null,
) => Promise<TransportResponse>;

export interface OutboxProgress {
  /** Operations still waiting on this device ("N answers saved on this device"). */
  pending: number;
  inFlight: OutboxOperation | null;
  /** Why the last attempt failed; cleared once an operation goes through again. */
  lastError: string | null;
  /** Counts acknowledgements, so a screen knows when to ask the server for fresh state. */
  acknowledged: number;
}

export interface DrainOptions {
  /** Sends waiting operations now instead of at their backoff time (the user pressed Retry). */
  ignoreBackoff?: boolean;
}

export interface DrainResult {
  /** The earliest time a retrying operation may go again, or null when none waits. */
  nextAttemptAt: number | null;
}

export interface OutboxEngineOptions {
  storage: OutboxStorage;
  transport: Transport;
  withLock: WithLock;
  now?: () => number;
  random?: () => number;
}

export const OUTBOX_LOCK = 'parley-outbox';
/** How lastError begins when the device's storage, not the network or server, failed. */
export const STORAGE_ERROR_PREFIX = 'Answers saved on this device could not be read';

/** Replays queued operations, in order per interview, until each is acknowledged or rejected. */
export class OutboxEngine {
  private running: Promise<DrainResult> | null = null;
  private rerun = false;
  private readonly listeners = new Set<(progress: OutboxProgress) => void>();
  private progress: OutboxProgress = {
    pending: 0,
    inFlight: null,
    lastError: null,
    acknowledged: 0,
  };
  private ignoreBackoff = false;
  /** Consecutive sweeps that failed on the device's storage, for their backoff. */
  private storageFailures = 0;
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(private readonly options: OutboxEngineOptions) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  subscribe(listener: (progress: OutboxProgress) => void): () => void {
    this.listeners.add(listener);
    listener(this.progress);
    return () => this.listeners.delete(listener);
  }

  /**
   * Sends what is due. A call while a drain runs joins it, and makes it look again once
   * done, so an operation queued mid-drain is not left waiting for the next trigger.
   */
  drain(options: DrainOptions = {}): Promise<DrainResult> {
    if (options.ignoreBackoff) this.ignoreBackoff = true;
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    this.running = this.drainUntilSettled().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async drainUntilSettled(): Promise<DrainResult> {
    let result: DrainResult;
    do {
      this.rerun = false;
      result = await this.options
        .withLock(OUTBOX_LOCK, () => this.pass())
        .catch((error: unknown) => this.storageFailed(error));
      // A retry request covers one sweep; after that, failures wait their backoff again.
      this.ignoreBackoff = false;
    } while (this.rerun);
    return result;
  }

  /**
   * The device's own storage failed (quota, private mode, a browser bug): nothing was
   * lost, since what could not be read is still stored, but nothing can be sent. Say so,
   * and ask to be run again after a backoff that grows while the failures last, so sync
   * never stops on the assumption that an unreadable queue is an empty one.
   */
  private storageFailed(error: unknown): DrainResult {
    this.storageFailures += 1;
    // Dexie wraps the browser's error and repeats it in its message: the inner one reads better.
    const cause = (error as { inner?: unknown } | null)?.inner ?? error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    this.emit({
      inFlight: null,
      lastError: `${STORAGE_ERROR_PREFIX} (${reason}); trying again.`,
    });
    return { nextAttemptAt: this.now() + backoffDelay(this.storageFailures, this.random) };
  }

  /** One sweep over every interview's queue; read under the lock so another tab's work is seen. */
  private async pass(): Promise<DrainResult> {
    const pending = await this.options.storage.listPending();
    this.storageFailures = 0;
    this.emit({ pending: pending.length });
    let nextAttemptAt: number | null = null;
    for (const queue of groupByInterview(pending)) {
      const blockedUntil = await this.drainInterview(queue);
      if (blockedUntil !== null)
        nextAttemptAt = Math.min(nextAttemptAt ?? blockedUntil, blockedUntil);
    }
    this.emit({ pending: (await this.options.storage.listPending()).length, inFlight: null });
    return { nextAttemptAt };
  }

  /** Returns when the interview's head operation may retry, or null if its queue emptied. */
  private async drainInterview(queue: OutboxOperation[]): Promise<number | null> {
    const { storage } = this.options;
    for (const operation of queue) {
      // A later answer must never overtake an earlier one, so a waiting head blocks the rest.
      if (!this.ignoreBackoff && operation.nextAttemptAt > this.now()) {
        return operation.nextAttemptAt;
      }
      const outcome = await this.send(operation);
      if (outcome.kind === 'acknowledge') {
        await storage.acknowledge(operation.id);
        this.emit({
          pending: this.progress.pending - 1,
          inFlight: null,
          lastError: null,
          acknowledged: this.progress.acknowledged + 1,
        });
      } else if (outcome.kind === 'conflict') {
        await this.settleConflict(operation, outcome.reason);
      } else if (outcome.kind === 'reject') {
        // One bad operation must not hold up the interview forever: park it, go on.
        await storage.deadLetter(operation.id, outcome.reason);
        this.emit({
          pending: this.progress.pending - 1,
          inFlight: null,
          lastError: outcome.reason,
        });
      } else {
        const delay = outcome.retryAfterMs ?? backoffDelay(operation.attempts + 1, this.random);
        const at = this.now() + delay;
        await storage.markAttempt(operation.id, at, outcome.reason);
        this.emit({ inFlight: null, lastError: outcome.reason });
        return at;
      }
    }
    return null;
  }

  /**
   * Another device answered the question first. A recorded or typed answer is held, with
   * its audio, for the expert to send as an addition or discard; a skip or finish loses
   * nothing, so it counts as done. Either way the queue goes on, and the acknowledgement
   * count moves so the screen asks the server for the answer it now holds.
   */
  private async settleConflict(operation: OutboxOperation, reason: string): Promise<void> {
    const { storage } = this.options;
    if (operation.kind === 'submitAnswer') await storage.holdConflict(operation.id, reason);
    else await storage.acknowledge(operation.id);
    this.emit({
      pending: this.progress.pending - 1,
      inFlight: null,
      lastError: null,
      acknowledged: this.progress.acknowledged + 1,
    });
  }

  private async send(operation: OutboxOperation): Promise<Outcome> {
    this.emit({ inFlight: operation });
    try {
      const audio = await this.options.storage.audioFor(operation.id);
      const response = await this.options.transport(operation, audio);
      return await classifyResponse(response, this.now());
    } catch (error) {
      return networkFailure(error);
    }
  }

  private emit(change: Partial<OutboxProgress>): void {
    this.progress = { ...this.progress, ...change };
    for (const listener of this.listeners) listener(this.progress);
  }
}

/** Pending operations split per interview, each queue in `seq` order. */
function groupByInterview(operations: OutboxOperation[]): OutboxOperation[][] {
  const queues = new Map<string, OutboxOperation[]>();
  for (const operation of [...operations].sort((a, b) => a.seq - b.seq)) {
    const queue = queues.get(operation.interviewId) ?? [];
    queue.push(operation);
    queues.set(operation.interviewId, queue);
  }
  return [...queues.values()];
}
