import { type AuditEntry, auditSource } from '../audit/recordAudit';
import type { AppContext } from '../context';
import type { Mailer } from './mailer';

/** What a command needs to send mail on behalf of a request. */
export interface MailContext {
  mailer: Mailer;
  /** Base of every link in a message (PUBLIC_URL). */
  publicUrl: string;
  /** Who caused the message, for the audit trail. */
  source: Pick<AuditEntry, 'actor' | 'ip'>;
}

export function mailContext(ctx: AppContext): MailContext {
  return {
    mailer: ctx.services.mailer,
    publicUrl: ctx.services.config.mail.publicUrl,
    source: auditSource(ctx),
  };
}
