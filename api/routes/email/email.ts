import type { OutboxList } from '../../../sync/contract/email';
import { PAGE_DEFAULT, PageQuerySchema } from '../../../sync/contract/pagination';
import { auditSource } from '../../audit/recordAudit';
import { sendEmailVerification } from '../../commands/emailVerificationSender';
import { verifyEmail } from '../../commands/emailVerifier';
import type { Services } from '../../context';
import { mailContext } from '../../mail/mailContext';
import { auth, currentUser } from '../../middleware/auth';
import { transaction } from '../../middleware/transaction';
import { validate } from '../../middleware/validate';
import { User } from '../../models';
import { type KeysetOrder, keysetPage } from '../../pagination/keysetPage';
import {
  type OutboxRow,
  presentOutboxMessage,
  presentVerificationStatus,
} from '../../presenters/mail';
import { apiResourceRouter } from '../resourceRouter';
import { ConfirmEmailRequestSchema } from './schema';

const NEWEST_MAIL_FIRST: KeysetOrder = {
  table: 'mail_outbox',
  keys: ['mail_outbox.created_at', 'mail_outbox.id'],
  direction: 'desc',
};

/**
 * Verified e-mail: the signed-in user's status and a new link (`/api/email-verification`),
 * the link's confirmation (public: the mailbox is the proof), and the admin's view of
 * every message Parley sent or kept (`/api/mail-outbox`).
 */
export function emailRouter(_services: Services) {
  const router = apiResourceRouter();

  router.get('/api/email-verification', auth(), transaction(), async (ctx) => {
    const user = currentUser(ctx);
    const latest = await ctx.state
      .trx('email_verifications')
      .where({ user_id: user.id })
      .orderBy('created_at', 'desc')
      .first('created_at');
    ctx.body = presentVerificationStatus(user, latest?.created_at ?? null);
  });

  router.post('/api/email-verification', auth(), transaction(), async (ctx) => {
    const trx = ctx.state.trx;
    // Re-read under a lock: two quick clicks must not both pass the resend cooldown.
    const user = await User.query(trx).findById(currentUser(ctx).id).forUpdate();
    const sent = await sendEmailVerification(trx, user!, mailContext(ctx), { cooldown: true });
    ctx.body = { sentTo: sent.sentTo, expiresAt: sent.expiresAt.toISOString() };
  });

  router.post(
    '/api/email-verification/confirm',
    validate({ body: ConfirmEmailRequestSchema }),
    transaction(),
    async (ctx) => {
      const { email, verifiedAt } = await verifyEmail(
        ctx.state.trx,
        ctx.state.input.body.token,
        auditSource(ctx),
      );
      ctx.body = { email, verifiedAt: verifiedAt.toISOString() };
    },
  );

  router.get(
    '/api/mail-outbox',
    auth({ roles: ['admin'] }),
    validate({ query: PageQuerySchema }),
    transaction(),
    async (ctx) => {
      const { limit = PAGE_DEFAULT, cursor } = ctx.state.input.query;
      const trx = ctx.state.trx;
      const page = await keysetPage<OutboxRow>(trx, trx('mail_outbox'), NEWEST_MAIL_FIRST, {
        limit,
        cursor,
      });
      ctx.body = {
        messages: page.rows.map(presentOutboxMessage),
        smtpConfigured: ctx.services.mailer.deliversBySmtp,
        nextCursor: page.nextCursor,
      } satisfies OutboxList;
    },
  );

  return router;
}
