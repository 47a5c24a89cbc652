import type { Knex } from 'knex';
import nodemailer, { type Transporter } from 'nodemailer';
import type { JobSender } from '../jobs/task';
import { newId } from '../lib/ids';
import { moduleLogger } from '../observability';
import type { RenderedMail } from './templates';

const log = moduleLogger('mail');

export type MailKind = 'verification' | 'invitation';

export interface MailerOptions {
  /** The root knex: delivery runs in a job, after the queuing transaction has committed. */
  knex: Knex;
  /** Queues the delivery job (api/jobs/mail.ts), in the message's transaction. */
  jobs: JobSender;
  /** null: no SMTP server; messages are logged and kept in the outbox only. */
  smtpUrl: string | null;
  from: string;
  log?: (line: string) => void;
}

/** Kept in place of a delivered verification message's body: its link is a secret. */
export const DELIVERED_SECRET_NOTE =
  'Delivered by SMTP. The message carried a single-use link, which is not kept here.';

/**
 * Sends Parley's mail. A message is written to `mail_outbox` inside the transaction of
 * the action that causes it, with its delivery job (so a rolled-back action sends
 * nothing), and a worker delivers it once that transaction has committed: a slow or
 * failing SMTP server never holds a transaction open (PGlite has one connection). An
 * unreachable server is retried with backoff; every outcome is kept on the row — sent,
 * failed with the server's error, or outbox-only without SMTP — so the admin's outbox
 * screen shows what happened.
 */
export class Mailer {
  private readonly transport: Transporter | null;
  private readonly log: (line: string) => void;

  constructor(private readonly options: MailerOptions) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
    this.log = options.log ?? ((line) => log.info(line));
  }

  get deliversBySmtp(): boolean {
    return this.transport !== null;
  }

  /** Stores the message on `trx`, with the job that delivers it after that transaction commits. */
  async queue(
    trx: Knex.Transaction,
    message: RenderedMail & { kind: MailKind; to: string },
  ): Promise<string> {
    const id = newId('mail');
    await trx('mail_outbox').insert({
      id,
      kind: message.kind,
      recipient: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      status: 'queued',
    });
    await this.options.jobs.send('mail', { mailId: id }, { trx });
    return id;
  }

  close(): void {
    this.transport?.close();
  }

  /**
   * Delivers a queued message (the mail job's handler). Idempotent: a message no longer
   * queued was settled by an earlier run. A refusal (an SMTP 5xx) is final at once; a
   * server out of reach throws, to be retried, and is recorded as failed on the last run.
   */
  async deliver(id: string, lastAttempt: boolean): Promise<void> {
    const knex = this.options.knex;
    const row = await knex('mail_outbox').where({ id, status: 'queued' }).first();
    if (!row) return;
    if (!this.transport) {
      this.log(
        `no SMTP_URL: kept in the outbox (/admin/outbox)\nTo: ${row.recipient}\nSubject: ${row.subject}\n\n${row.text_body}\n`,
      );
      await knex('mail_outbox')
        .where({ id })
        .update({ status: 'outbox_only', delivered_at: knex.fn.now() });
      return;
    }
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (!lastAttempt && !refusedForGood(error)) throw error;
      log.error(`SMTP delivery of ${id} to ${row.recipient} failed: ${reason}`);
      await knex('mail_outbox').where({ id }).update({ status: 'failed', error: reason });
      return;
    }
    await knex('mail_outbox')
      .where({ id })
      .update({
        status: 'sent',
        delivered_at: knex.fn.now(),
        error: null,
        ...(row.kind === 'verification'
          ? { text_body: DELIVERED_SECRET_NOTE, html_body: `<p>${DELIVERED_SECRET_NOTE}</p>` }
          : {}),
      });
  }
}

/** An SMTP 5xx answer: the server refused the message, and would again. */
function refusedForGood(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500;
}
