import type { Knex } from 'knex';
import type { EmailVerificationFailure } from '../../sync/contract';
import { type AuditEntry, recordAudit } from '../audit/recordAudit';
import { HttpError } from '../errors';
import { hashVerificationToken } from '../mail/verificationToken';
import { User } from '../models';
import { releaseUnverifiedAddress } from './emailAddressReleaser';

/** A link that no longer works: 410 Gone, with what to do next in the message. */
class VerificationLinkError extends HttpError {
  constructor(status: 404 | 409 | 410, message: string, code: EmailVerificationFailure) {
    super(status, message, code);
  }
}

const ASK_AGAIN =
  'Sign in and choose Resend on your dashboard for a new link, or sign up again with this address.';

/**
 * Consumes a verification link: the account gets the address it proved, verified,
 * and every interview sent to that address that no account holds yet is bound to it.
 * Unverified accounts still holding the address lose it (the squatter rule in
 * emailAddressReleaser.ts). Runs on a POST, never on the GET of the link, so a mail
 * scanner that prefetches links does not use them up.
 */
export async function verifyEmail(
  trx: Knex.Transaction,
  token: string,
  source: Pick<AuditEntry, 'actor' | 'ip'>,
): Promise<{ user: User; email: string; verifiedAt: Date }> {
  const link = await trx('email_verifications')
    .where({ token_hash: hashVerificationToken(token) })
    .forUpdate()
    .first();
  if (!link) {
    throw new VerificationLinkError(
      404,
      `This verification link is not valid. Copy the whole link from the message, or ask for a new one. ${ASK_AGAIN}`,
      'verification_link_unknown',
    );
  }
  if (link.used_at) {
    throw new VerificationLinkError(
      410,
      'This link was already used. If your address is verified, just sign in.',
      'verification_link_used',
    );
  }
  if (link.superseded_at) {
    throw new VerificationLinkError(
      410,
      'A newer verification link was sent after this one. Open the newest message from Parley.',
      'verification_link_replaced',
    );
  }
  if (new Date(link.expires_at).getTime() <= Date.now()) {
    throw new VerificationLinkError(
      410,
      `This link has expired. ${ASK_AGAIN}`,
      'verification_link_expired',
    );
  }

  const email: string = link.email;
  const user = await User.query(trx).findById(link.user_id).forUpdate();
  if (!user)
    throw new VerificationLinkError(
      404,
      'This account no longer exists.',
      'verification_link_unknown',
    );
  const verifiedHolder = await User.query(trx)
    .whereRaw('lower(email) = lower(?)', [email])
    .whereNotNull('email_verified_at')
    .whereNot('id', user.id)
    .first();
  if (verifiedHolder) {
    throw new VerificationLinkError(
      409,
      'Another Parley account has already verified this address. Sign in to that account instead.',
      'email_verified_elsewhere',
    );
  }

  await releaseUnverifiedAddress(trx, email, user.id);
  const verifiedAt = new Date();
  const verified = await User.query(trx).patchAndFetchById(user.id, {
    email,
    emailVerifiedAt: verifiedAt,
    // An account that lost its address to a later signup had its username moved to
    // its id; with the mailbox proven, the address is its sign-in name again.
    username:
      user.username === user.id && !(await usernameTaken(trx, email, user.id))
        ? email
        : user.username,
  });
  await trx('email_verifications').where({ id: link.id }).update({ used_at: verifiedAt });
  const bound =
    verified.role === 'expert'
      ? await trx('interviews')
          .whereRaw('lower(expert_email) = lower(?)', [email])
          .whereNull('expert_user_id')
          .update({ expert_user_id: verified.id })
      : 0;
  await recordAudit(trx, {
    ...source,
    action: 'email.verified',
    subjectType: 'user',
    subjectId: verified.id,
    details: { email, interviewsBound: Number(bound) },
  });
  return { user: verified, email, verifiedAt };
}

async function usernameTaken(trx: Knex.Transaction, username: string, exceptId: string) {
  const other = await User.query(trx)
    .whereRaw('lower(username) = lower(?)', [username])
    .whereNot('id', exceptId)
    .first();
  return Boolean(other);
}
