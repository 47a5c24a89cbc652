import type { Knex } from 'knex';
import {
  EMAIL_VERIFICATION_LINKS_PER_ADDRESS_PER_HOUR,
  EMAIL_VERIFICATION_RESEND_SECONDS,
  EMAIL_VERIFICATION_VALID_HOURS,
} from '../../sync/contract';
import { recordAudit } from '../audit/recordAudit';
import { RateLimitedError, ValidationError } from '../errors';
import { newId } from '../lib/ids';
import type { MailContext } from '../mail/mailContext';
import { verificationMail } from '../mail/templates';
import { newVerificationToken } from '../mail/verificationToken';
import type { User } from '../models';

/**
 * Mails `user` a fresh single-use link proving their address, in `trx`: the link,
 * the message and the audit event commit together, and the message leaves after the
 * commit. Every older unused link of the user stops working, so only the newest
 * message in the inbox counts. `cooldown` (a resend the user asked for) refuses a
 * second link within a minute, so the button cannot flood a mailbox.
 */
export async function sendEmailVerification(
  trx: Knex.Transaction,
  user: User,
  mail: MailContext,
  options: { cooldown?: boolean } = {},
): Promise<{ sentTo: string; expiresAt: Date }> {
  const email = user.email;
  if (!email) throw new ValidationError('Your account has no e-mail address', 'no_email');
  if (user.emailVerifiedAt) {
    throw new ValidationError('Your e-mail address is already verified', 'already_verified');
  }
  if (options.cooldown) await refuseRapidResend(trx, user.id);
  await refuseMailboxFlood(trx, email);

  const now = new Date();
  await trx('email_verifications')
    .where({ user_id: user.id })
    .whereNull('used_at')
    .whereNull('superseded_at')
    .update({ superseded_at: now });
  const { token, hash } = newVerificationToken();
  const expiresAt = new Date(now.getTime() + EMAIL_VERIFICATION_VALID_HOURS * 3600_000);
  await trx('email_verifications').insert({
    id: newId('evf'),
    user_id: user.id,
    email,
    token_hash: hash,
    created_at: now,
    expires_at: expiresAt,
  });
  const link = `${mail.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await mail.mailer.queue(trx, {
    kind: 'verification',
    to: email,
    ...verificationMail({
      fullName: user.fullName,
      link,
      validHours: EMAIL_VERIFICATION_VALID_HOURS,
    }),
  });
  await recordAudit(trx, {
    ...mail.source,
    action: 'email.verification_sent',
    subjectType: 'user',
    subjectId: user.id,
    details: { email, expiresAt: expiresAt.toISOString() },
  });
  return { sentTo: email, expiresAt };
}

async function refuseRapidResend(trx: Knex.Transaction, userId: string): Promise<void> {
  const latest = await trx('email_verifications')
    .where({ user_id: userId })
    .orderBy('created_at', 'desc')
    .first('created_at');
  if (!latest) return;
  const waitMs =
    new Date(latest.created_at).getTime() + EMAIL_VERIFICATION_RESEND_SECONDS * 1000 - Date.now();
  if (waitMs > 0) {
    throw new RateLimitedError(
      `A link was sent moments ago. Check your inbox, or ask again in ${Math.ceil(waitMs / 1000)} s.`,
      waitMs / 1000,
    );
  }
}

/**
 * At most a few links an hour to one address, counted across every account that
 * named it: each signup with an address makes a new account and a new link, so the
 * per-account cooldown alone would let a stranger flood someone's mailbox. The
 * refusal rolls back the signup that asked, so nothing half-made is left.
 */
async function refuseMailboxFlood(trx: Knex.Transaction, email: string): Promise<void> {
  const hourAgo = new Date(Date.now() - 3600_000);
  const recent = await trx('email_verifications')
    // Addresses are stored lower-cased (the contract's emailAddress()).
    .where('email', email.toLowerCase())
    .andWhere('created_at', '>', hourAgo)
    .orderBy('created_at', 'asc')
    .select('created_at');
  if (recent.length < EMAIL_VERIFICATION_LINKS_PER_ADDRESS_PER_HOUR) return;
  const oldest = new Date(recent[0].created_at).getTime();
  const waitSeconds = Math.max(1, Math.ceil((oldest + 3600_000 - Date.now()) / 1000));
  throw new RateLimitedError(
    `Too many confirmation e-mails were sent to ${email} in the last hour. Try again in ${Math.ceil(waitSeconds / 60)} minute(s).`,
    waitSeconds,
  );
}
