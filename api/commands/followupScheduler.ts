import type { Knex } from 'knex';
import { FollowupAdviceUnavailableError, type FollowupAdvisor } from '../ai/followups/types';
import { Answer } from '../models';
import { ConcurrencyLimiter } from '../transcription/limiter';
import { decideFollowup, type FollowupOutcome, recordFollowupDecision } from './followupDecider';

export interface FollowupSchedulerOptions {
  /** The root knex: decisions run after the answer's transaction has committed. */
  knex: Knex;
  advisor: FollowupAdvisor;
  /** How long an answer's response waits for its decision before leaving it to run on. */
  responseBudgetMs?: number;
  /** The wait before each retry of a decision the advisor could not make; then it is not asked. */
  retryDelaysMs?: readonly number[];
  /** Advisor calls at once: resuming many decisions must not flood the model. */
  concurrency?: number;
}

const DEFAULT_RESPONSE_BUDGET_MS = 3_000;
const DEFAULT_RETRY_DELAYS_MS = [5_000, 30_000, 120_000];
const DEFAULT_CONCURRENCY = 4;

/**
 * When follow-up decisions run, in this process. A typed answer is decided before its
 * response (within a budget, so a slow model never holds it long; past the budget the
 * decision carries on in the background); an audio-only answer is decided when its
 * transcription ends. A decision the advisor cannot make now is retried after each of
 * `retryDelaysMs`, then recorded as not asked, so no interview waits forever. Pending
 * decisions a stopped server left are picked up by `resumePending()` at start-up.
 */
export class FollowupScheduler {
  readonly advisorName: FollowupAdvisor['name'];
  private readonly advisor: FollowupAdvisor;
  private readonly running = new Map<string, Promise<FollowupOutcome | null>>();
  private readonly retrying = new Map<string, NodeJS.Timeout>();
  private resuming = 0;
  private idleWaiters: (() => void)[] = [];
  private readonly responseBudgetMs: number;
  private readonly retryDelaysMs: readonly number[];

  constructor(private readonly options: FollowupSchedulerOptions) {
    const limiter = new ConcurrencyLimiter(options.concurrency ?? DEFAULT_CONCURRENCY);
    this.advisorName = options.advisor.name;
    this.advisor = {
      name: options.advisor.name,
      decide: (request) => limiter.run(() => options.advisor.decide(request)),
    };
    this.responseBudgetMs = options.responseBudgetMs ?? DEFAULT_RESPONSE_BUDGET_MS;
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  }

  /**
   * Decides now and waits at most the response budget. Null when the decision is
   * not made by then (it carries on) or could not be made (it is retried later).
   */
  async decideBeforeResponse(answerId: string): Promise<FollowupOutcome | null> {
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), this.responseBudgetMs);
    });
    try {
      return await Promise.race([this.start(answerId, 0), budget]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Decides in the background. */
  schedule(answerId: string): void {
    void this.start(answerId, 0);
  }

  /** Schedules every pending decision that is not waiting for a transcript; returns how many. */
  async resumePending(): Promise<number> {
    this.resuming++;
    try {
      const rows = await Answer.query(this.options.knex)
        .where('followup_status', 'pending')
        // Those resume when their transcription, resumed on its own, ends.
        .whereNot((waiting) =>
          waiting.where('transcription_status', 'pending').whereRaw("btrim(answer_text) = ''"),
        )
        .orderBy('created_at')
        .select('id');
      for (const { id } of rows) this.schedule(id);
      return rows.length;
    } finally {
      this.resuming--;
      this.notifyIfIdle();
    }
  }

  /** Resolves once nothing is deciding, waiting to retry or being resumed (tests, shutdown). */
  onIdle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private start(answerId: string, attempt: number): Promise<FollowupOutcome | null> {
    const running = this.running.get(answerId);
    if (running) return running;
    // Already failed once: its retry is on the clock.
    if (this.retrying.has(answerId)) return Promise.resolve(null);
    const job = this.attempt(answerId, attempt).finally(() => {
      this.running.delete(answerId);
      this.notifyIfIdle();
    });
    this.running.set(answerId, job);
    return job;
  }

  private async attempt(answerId: string, attempt: number): Promise<FollowupOutcome | null> {
    const { knex } = this.options;
    try {
      return await decideFollowup(knex, this.advisor, answerId);
    } catch (error) {
      const problem = error instanceof Error ? error.message : String(error);
      const delay = this.retryDelaysMs[attempt];
      if (delay !== undefined) {
        console.warn(`[followups] answer ${answerId}: ${problem}; retrying in ${delay} ms`);
        this.retryLater(answerId, attempt + 1, delay);
        return null;
      }
      if (!(error instanceof FollowupAdviceUnavailableError)) {
        // Not the model: the database, most likely. Left pending for the next start-up.
        console.error(`[followups] answer ${answerId}: giving up for now:`, error);
        return null;
      }
      console.warn(
        `[followups] answer ${answerId}: ${problem}; no follow-up after ${attempt + 1} tries`,
      );
      return recordFollowupDecision(knex, answerId, null).catch((recordError: unknown) => {
        console.error(
          `[followups] could not record the decision for answer ${answerId}:`,
          recordError,
        );
        return null;
      });
    }
  }

  private retryLater(answerId: string, attempt: number, delay: number) {
    const timer = setTimeout(() => {
      this.retrying.delete(answerId);
      void this.start(answerId, attempt);
    }, delay);
    // A retry alone must not keep a stopping process alive; the next start-up resumes it.
    timer.unref();
    this.retrying.set(answerId, timer);
  }

  private isIdle(): boolean {
    return this.running.size === 0 && this.retrying.size === 0 && this.resuming === 0;
  }

  private notifyIfIdle() {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
