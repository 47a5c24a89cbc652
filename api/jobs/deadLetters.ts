import type { Knex } from 'knex';
import type { FailedJob, JobKind } from '../../sync/contract/jobs';
import { ValidationError } from '../errors';
import {
  decodeCursor,
  type KeysetOrder,
  type KeysetPage,
  keysetPage,
} from '../pagination/keysetPage';
import { JOBS_SCHEMA } from './engine';

/** pg-boss job ids are UUIDs: anything else names no job (and must not reach the uuid column). */
export const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Newest failure first; the id breaks ties. The subquery's `job` is pg-boss's own table. */
const NEWEST_FAILURES_FIRST: KeysetOrder = {
  table: `${JOBS_SCHEMA}.job`,
  keys: ['job.completed_on', 'job.id'],
  direction: 'desc',
};

interface FailedJobRow {
  id: string;
  name: JobKind;
  answer_id: string | null;
  addition_id: string | null;
  mail_id: string | null;
  analysis_id: string | null;
  interview_id: string | null;
  retry_count: number;
  last_error: string | null;
  completed_on: Date | null;
}

/**
 * A page of the dead-letter list: jobs that used up their retries, newest first, each with
 * what it was for (the answer, addition, message or analysis its payload names, and the
 * interview of that answer or addition) and the error of its last run (pg-boss keeps it
 * as the output).
 */
export async function deadJobsPage(
  knex: Knex,
  kinds: readonly JobKind[],
  page: { limit: number; cursor?: string },
): Promise<KeysetPage<FailedJob>> {
  if (page.cursor !== undefined && !JOB_ID.test(decodeCursor(page.cursor))) {
    throw new ValidationError(
      'cursor is not valid: pass the nextCursor of the previous page',
      'invalid_cursor',
    );
  }
  const query = knex(`${JOBS_SCHEMA}.job as job`)
    .leftJoin('answers', 'answers.id', knex.raw("job.data->>'answerId'"))
    .leftJoin('answer_additions', 'answer_additions.id', knex.raw("job.data->>'additionId'"))
    .where('job.state', 'failed')
    .whereIn('job.name', kinds)
    .select(
      'job.id',
      'job.name',
      knex.raw("job.data->>'answerId' as answer_id"),
      knex.raw("job.data->>'additionId' as addition_id"),
      knex.raw("job.data->>'mailId' as mail_id"),
      knex.raw("job.data->>'analysisId' as analysis_id"),
      knex.raw('coalesce(answers.interview_id, answer_additions.interview_id) as interview_id'),
      'job.retry_count',
      knex.raw("coalesce(job.output->>'message', job.output::text) as last_error"),
      'job.completed_on',
    );
  const { rows, nextCursor } = await keysetPage<FailedJobRow>(
    knex,
    query,
    NEWEST_FAILURES_FIRST,
    page,
  );
  return { rows: rows.map(presentFailedJob), nextCursor };
}

function presentFailedJob(row: FailedJobRow): FailedJob {
  return {
    id: row.id,
    kind: row.name,
    answerId: row.answer_id,
    additionId: row.addition_id,
    mailId: row.mail_id,
    analysisId: row.analysis_id,
    interviewId: row.interview_id,
    attempts: row.retry_count + 1,
    lastError: row.last_error,
    failedAt: row.completed_on ? new Date(row.completed_on).toISOString() : null,
  };
}
