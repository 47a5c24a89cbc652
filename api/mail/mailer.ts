import type { Knex } from 'knex';
import nodemailer, { type Transporter } from 'nodemailer';
import { newId } from '../lib/ids';
import type { RenderedMail } from './templates';

export type MailKind = 'verification' | 'invitation';

export interface MailerOptions {
  /** The root knex: delivery runs after the queuing transaction has committed. */
  knex: Knex;
  /** null: no SMTP server; messages are logged and kept in the outbox only. */
  smtpUrl: string | null;
  from: string;
  log?: (line: string) => void;
}

/** Kept in place of a delivered verification message's body: its link is a secret. */
export const DELIVERED_SECRET_NOTE =
  'Delivered by SMTP. The message carried a single-use link, which is not kept here.';

/**
 * Sends Parley's mail. A message is first written to `mail_outbox` inside the
 * transaction of the action that causes it (so a rolled-back action sends nothing),
 * and delivered once that transaction has committed: a slow or failing SMTP server
 * never holds a transaction open (PGlite has one connection). Every outcome is kept
 * on the row — sent, failed with the server's error, or outbox-only without SMTP —
 * so the admin's outbox screen shows what happened.
 */
export class Mailer {
  private readonly transport: Transporter | null;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly log: (line: string) => void;

  constructor(private readonly options: MailerOptions) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
    this.log = options.log ?? ((line) => console.log(line));
  }

  get deliversBySmtp(): boolean {
    return this.transport !== null;
  }

  /** Stores the message on `trx` and delivers it after that transaction commits. */
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
    // Rejects when the transaction rolls back: then there is nothing to send.
    trx.executionPromise.then(
      () => this.track(this.deliver(id)),
      () => {},
    );
    return id;
  }

  /** Delivers what a stopped server left queued. */
  async resumeQueued(): Promise<void> {
    const rows: { id: string }[] = await this.options
      .knex('mail_outbox')
      .where({ status: 'queued' })
      .orderBy('created_at')
      .select('id');
    for (const row of rows) await this.track(this.deliver(row.id));
  }

  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  close(): void {
    this.transport?.close();
  }

  private track(delivery: Promise<void>): Promise<void> {
    const tracked = delivery.catch((error: unknown) => {
      console.error('[mail] delivery bookkeeping failed:', error);
    });
    this.inFlight.add(tracked);
    void tracked.finally(() => this.inFlight.delete(tracked));
    return tracked;
  }

  private async deliver(id: string): Promise<void> {
    const knex = this.options.knex;
    const row = await knex('mail_outbox').where({ id, status: 'queued' }).first();
    if (!row) return;
    if (!this.transport) {
      this.log(
        `[mail] no SMTP_URL: kept in the outbox (/admin/outbox)\nTo: ${row.recipient}\nSubject: ${row.subject}\n\n${row.text_body}\n`,
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
      console.error(`[mail] SMTP delivery of ${id} to ${row.recipient} failed: ${reason}`);
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
