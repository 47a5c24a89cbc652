import type { Knex } from 'knex';
import type { Mailer } from '../mail/mailer';
import type { JobSender, JobTask } from './task';

/**
 * Delivers one message of `mail_outbox` (api/mail/mailer.ts decides what a failure means).
 * Retries: 5 from 30 s, doubling up to 30 min, so a mail server down for a while is waited out.
 */
export function mailTask(mailer: () => Mailer): JobTask {
  return {
    kind: 'mail',
    policy: 'exclusive',
    retry: { retryLimit: 5, retryDelay: 30, retryDelayMax: 1_800 },
    concurrency: 2,
    key: (data) => data.mailId!,
    run: (data, run) => mailer().deliver(data.mailId!, run.lastAttempt),
  };
}

/** The safety net at a worker's start: queues every message still waiting. Returns how many. */
export async function resumeQueuedMail(knex: Knex, jobs: JobSender): Promise<number> {
  const rows: { id: string }[] = await knex('mail_outbox')
    .where({ status: 'queued' })
    .orderBy('created_at')
    .select('id');
  for (const { id } of rows) await jobs.send('mail', { mailId: id });
  return rows.length;
}
