import type { Knex } from 'knex';
import type { JobKind } from '../../../sync/contract/jobs';
import { JOBS_SCHEMA } from '../engine';

/** One row of pg-boss's job table, as a test reads it. */
export interface JobRow {
  id: string;
  state: string;
  /** 0 on the first run; each retry (a crash included) adds one. */
  retryCount: number;
  retryDelay: number;
  heartbeatSeconds: number | null;
  startedOn: Date | null;
}

/** Every job of `kind` for one answer, whatever its state, oldest first. */
export function jobsOfAnswer(knex: Knex, kind: JobKind, answerId: string): Promise<JobRow[]> {
  return knex(`${JOBS_SCHEMA}.job`)
    .where({ name: kind })
    .whereRaw("data->>'answerId' = ?", [answerId])
    .orderBy('created_on')
    .select(
      'id',
      'state',
      'retry_count as retryCount',
      'retry_delay as retryDelay',
      'heartbeat_seconds as heartbeatSeconds',
      'started_on as startedOn',
    );
}

/** Jobs of any kind still waiting, running or waiting to retry. */
export async function unfinishedJobCount(knex: Knex): Promise<number> {
  const [row] = await knex(`${JOBS_SCHEMA}.job`)
    .whereRaw("state < 'completed'")
    .count({ count: '*' });
  return Number(row?.count ?? 0);
}
