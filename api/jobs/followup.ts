import type { Knex } from 'knex';
import { FollowupAdviceUnavailableError, type FollowupAdvisor } from '../ai/followups/types';
import { decideFollowup, recordFollowupDecision } from '../commands/followupDecider';
import { Answer } from '../models';
import type { JobEngine } from './engine';
import type { JobSender, JobTask, RetryPolicy } from './task';

export interface FollowupDeps {
  /** The root knex: the advisor is asked outside any transaction. */
  knex: Knex;
  /** Read at each run, so the engine in use is the one the services hold now. */
  advisor: () => FollowupAdvisor;
}

/** Retries of a decision the advisor could not make: after 5 s, 10 s and 20 s. */
export const FOLLOWUP_RETRY: RetryPolicy = { retryLimit: 3, retryDelay: 5, retryDelayMax: 120 };

/** Advisor calls at once per process: resuming many decisions must not flood the model. */
const CONCURRENCY = 4;

/**
 * Decides an answer's follow-up (api/commands/followupDecider.ts decides each answer once,
 * under the interview's lock, so a second run records nothing). A decision the advisor
 * cannot make now is retried with backoff (5 s, 10 s, 20 s); after the last try it is
 * recorded as not asked, so no interview waits forever. Other errors (the database) throw
 * on the last try too, and the job waits in the dead-letter list with the answer pending.
 */
export function followupTask(deps: FollowupDeps): JobTask {
  return {
    kind: 'followup',
    policy: 'exclusive',
    retry: { ...FOLLOWUP_RETRY },
    concurrency: CONCURRENCY,
    key: (data) => data.answerId!,
    async run(data, run) {
      const answerId = data.answerId!;
      try {
        await decideFollowup(deps.knex, deps.advisor(), answerId);
      } catch (error) {
        if (!(run.lastAttempt && error instanceof FollowupAdviceUnavailableError)) throw error;
        await recordFollowupDecision(deps.knex, answerId, null);
      }
    },
  };
}

/**
 * Decisions queued ahead of an answer's beyond which its response does not wait: they
 * take one process's slots two rounds, so its own decision would start late and the wait
 * would mostly run out the budget (50 experts answering back to back held every response
 * the full 3 s). The interview goes on meanwhile; the follow-up joins it when decided.
 */
const QUEUED_DECISIONS_WORTH_WAITING_BEHIND = 2 * CONCURRENCY;

/**
 * Queues the decision and waits for it at most `budgetMs`, so a client that asks for the
 * current question once its answer is acknowledged finds the follow-up there; a slow model
 * never holds the response longer (the decision carries on in a worker), nor does a queue
 * of other answers' decisions.
 */
export async function decideBeforeResponse(
  jobs: JobEngine,
  answerId: string,
  budgetMs: number,
): Promise<void> {
  const id = await jobs.send('followup', { answerId });
  if (!id) return;
  if ((await jobs.queued('followup')) > QUEUED_DECISIONS_WORTH_WAITING_BEHIND) return;
  await jobs.waitFor(id, budgetMs);
}

/**
 * The safety net at a worker's start: queues every pending decision that is not waiting
 * for a transcript (those are queued when their transcription ends). Returns how many.
 */
export async function resumePendingFollowups(knex: Knex, jobs: JobSender): Promise<number> {
  const rows = await Answer.query(knex)
    .where('followup_status', 'pending')
    .whereNot((waiting) =>
      waiting.where('transcription_status', 'pending').whereRaw("btrim(answer_text) = ''"),
    )
    .orderBy('created_at')
    .select('id');
  for (const { id } of rows) await jobs.send('followup', { answerId: id });
  return rows.length;
}
