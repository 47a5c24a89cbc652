import type { Knex } from 'knex';
import type { z } from 'zod';
import type { GenerateAnalysisRequestSchema } from '../../sync/contract';
import type { AiProvider } from '../ai/provider';
import { computeClientAnalysis } from '../commands/analysisGenerator';
import { analysisProgressWriter } from '../commands/analysisProgress';
import { HttpError } from '../errors';
import { Analysis } from '../models';
import { moduleLogger } from '../observability';
import type { JobEngine } from './engine';
import type { JobTask, RetryPolicy } from './task';

const log = moduleLogger('jobs.analysis');

export interface AnalysisDeps {
  /** The root knex: a computation reads outside any transaction and writes its progress. */
  knex: Knex;
  /** Read at each run, so the engine in use is the one the services hold now. */
  ai: () => AiProvider;
}

/** A failed computation is tried twice more, after 5 s and 10 s. */
export const ANALYSIS_RETRY: RetryPolicy = { retryLimit: 2, retryDelay: 5, retryDelayMax: 60 };

/** Shown to the customer when the failure carries no message meant for people. */
export const ANALYSIS_FAILED_MESSAGE = 'The analysis could not be completed. Please try again.';

/**
 * Computes a stored `running` analysis (graph or list) and writes its result (`done`),
 * reporting progress on the way (api/commands/analysisProgress.ts). A run of a row that
 * is no longer running (a retry after success, a duplicate) does nothing. After the last
 * attempt a failure is written to the row (`failed`, with a readable error) instead of
 * thrown, so the screen stops waiting and offers to try again.
 */
export function analysisTask(deps: AnalysisDeps): JobTask {
  return {
    kind: 'analysis',
    policy: 'exclusive',
    retry: { ...ANALYSIS_RETRY },
    // CPU-bound: one at a time per process keeps the event loop free for requests.
    concurrency: 1,
    key: (data) => data.analysisId!,
    async run(data, run) {
      const analysis = await Analysis.query(deps.knex).findById(data.analysisId!);
      if (analysis?.status !== 'running') return;
      try {
        const result = await computeClientAnalysis(deps.knex, {
          client: analysis.client,
          request: analysis.request as z.output<typeof GenerateAnalysisRequestSchema>,
          ai: deps.ai(),
          onProgress: analysisProgressWriter(deps.knex, analysis.id),
        });
        await Analysis.query(deps.knex)
          .patch({ result, status: 'done', progress: 100, error: null })
          .where({ id: analysis.id, status: 'running' });
      } catch (error) {
        if (!run.lastAttempt) throw error;
        log.warn({ err: error, analysisId: analysis.id }, 'analysis failed for good');
        await Analysis.query(deps.knex)
          .patch({ status: 'failed', error: readableError(error) })
          .where({ id: analysis.id, status: 'running' });
      }
    },
  };
}

/** An error meant for people (an HttpError, e.g. a project since deleted) keeps its text. */
function readableError(error: unknown): string {
  return error instanceof HttpError ? error.message : ANALYSIS_FAILED_MESSAGE;
}

/**
 * The analysis as it stands once its job has ended or `budgetMs` has passed, so a small
 * project's answer comes back finished, as before jobs (cf. decideBeforeResponse).
 */
export async function analysisWithin(
  knex: Knex,
  jobs: JobEngine,
  { jobId, analysis, budgetMs }: { jobId: string; analysis: Analysis; budgetMs: number },
): Promise<Analysis> {
  await jobs.waitFor(jobId, budgetMs);
  return (await Analysis.query(knex).findById(analysis.id)) ?? analysis;
}
