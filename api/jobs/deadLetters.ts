import type { Knex } from 'knex';
import type { FailedJob, JobKind } from '../../sync/contract/jobs';
import { JOBS_SCHEMA } from './engine';

const LIST_LIMIT = 200;

interface FailedJobRow {
  id: string;
  name: JobKind;
  answer_id: string | null;
  mail_id: string | null;
  interview_id: string | null;
  retry_count: number;
  last_error: string | null;
  completed_on: Date | null;
}

/**
 * The dead-letter list: jobs that used up their retries, newest first, each with the answer
 * and interview it was for and the error of its last run (pg-boss keeps it as the output).
 */
export async function listDeadJobs(knex: Knex, kinds: readonly JobKind[]): Promise<FailedJob[]> {
  const rows: FailedJobRow[] = await knex(`${JOBS_SCHEMA}.job as job`)
    .leftJoin('answers', 'answers.id', knex.raw("job.data->>'answerId'"))
    .where('job.state', 'failed')
    .whereIn('job.name', kinds)
    .orderBy('job.completed_on', 'desc')
    .limit(LIST_LIMIT)
    .select(
      'job.id',
      'job.name',
      knex.raw("job.data->>'answerId' as answer_id"),
      knex.raw("job.data->>'mailId' as mail_id"),
      'answers.interview_id',
      'job.retry_count',
      knex.raw("coalesce(job.output->>'message', job.output::text) as last_error"),
      'job.completed_on',
    );
  return rows.map((row) => ({
    id: row.id,
    kind: row.name,
    answerId: row.answer_id,
    mailId: row.mail_id,
    interviewId: row.interview_id,
    attempts: row.retry_count + 1,
    lastError: row.last_error,
    failedAt: row.completed_on ? new Date(row.completed_on).toISOString() : null,
  }));
}
