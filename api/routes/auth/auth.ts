import type { ExtendableContext } from 'koa';
import { auditSource, recordAudit } from '../../audit/recordAudit';
import { createAccount } from '../../commands/accountCreator';
import { claimOrRequestClient } from '../../commands/clientAccessClaimer';
import { loadAccessStatus } from '../../commands/clientAccessStatusLoader';
import { checkSignIn } from '../../commands/signInChecker';
import type { Services } from '../../context';
import { AuthorizationError } from '../../errors';
import { hashPassword, prepareDecoyHash } from '../../lib/passwords';
import { auth, currentUser } from '../../middleware/auth';
import { transaction } from '../../middleware/transaction';
import { validate } from '../../middleware/validate';
import { User } from '../../models';
import { presentUser } from '../../presenters/user';
import { refuseDemoPasswordInProduction } from '../../security/demoPasswords';
import { LoginThrottle } from '../../security/loginThrottle';
import { apiResourceRouter } from '../resourceRouter';
import { LoginRequestSchema, RegisterRequestSchema, SetPasswordRequestSchema } from './schema';

/** Sessions: sign in, sign out, register, and the password step after signup or inquiry. */
export function authRouter(services: Services) {
  const router = apiResourceRouter();
  const loginThrottle = new LoginThrottle(services.db, services.config.loginThrottle);
  void prepareDecoyHash();

  router.get('/api/user', auth(), (ctx) => {
    ctx.body = presentUser(currentUser(ctx));
  });

  // No transaction here: the throttle's counts must commit whatever the outcome, and
  // regenerating the session writes to the session store, which must not wait on an
  // open transaction (PGlite). The sign-in is recorded before the session starts, so
  // a trail that cannot be written means no session.
  router.post('/api/login', validate({ body: LoginRequestSchema }), async (ctx) => {
    const { username, password } = ctx.state.input.body;
    const knex = ctx.services.db.knex;
    const user = await checkSignIn(knex, loginThrottle, { name: username, password, ip: ctx.ip });
    refuseDemoPasswordInProduction(ctx.services.config.production, password);
    await recordAudit(knex, {
      action: 'auth.sign_in',
      actor: { id: user.id, username: user.username },
      ip: ctx.ip,
      subjectType: 'user',
      subjectId: user.id,
    });
    await startSession(ctx, user.id);
    ctx.body = presentUser(user);
  });

  // The company a newcomer names is a request for that client's data, not a grant:
  // claimOrRequestClient gives it only when nobody uses the name yet. The transaction
  // commits before the session is written (the session store uses the root knex).
  router.post('/api/register', validate({ body: RegisterRequestSchema }), async (ctx) => {
    const body = ctx.state.input.body;
    const { user, clientAccessStatus } = await ctx.services.db.knex.transaction(async (trx) => {
      const account = await createAccount(trx, {
        username: body.username,
        password: body.password,
        // Always a customer: a role in the payload is ignored on purpose.
        role: 'customer',
        email: body.email ?? null,
        fullName: body.fullName,
        company: body.company,
      });
      const registered = body.company
        ? await claimOrRequestClient(trx, account, body.company, auditSource(ctx))
        : account;
      return { user: registered, clientAccessStatus: await loadAccessStatus(trx, registered) };
    });
    await startSession(ctx, user.id);
    ctx.status = 201;
    ctx.body = { ...presentUser(user), clientAccessStatus };
  });

  // Recorded before the session is destroyed: if the trail cannot be written, the
  // session stays and the browser is told so.
  router.post('/api/logout', async (ctx) => {
    if (ctx.state.user && ctx.session?.userId) {
      await recordAudit(ctx.services.db.knex, { ...auditSource(ctx), action: 'auth.sign_out' });
    }
    ctx.session = null;
    ctx.body = { ok: true };
  });

  // Both paths do the same thing; the spec's app calls one after expert signup and
  // the other after a client inquiry.
  for (const path of ['/api/set-password', '/api/user/set-password']) {
    router.post(path, validate({ body: SetPasswordRequestSchema }), transaction(), async (ctx) => {
      const { userId, password } = ctx.state.input.body;
      const trx = ctx.state.trx;
      const pendingUserId = ctx.session?.pendingPasswordUserId;
      const user = await User.query(trx).findById(userId).forUpdate();
      if (!user || pendingUserId !== userId || user.password !== null) {
        throw new AuthorizationError(
          'You can only set the password of the account you have just created',
          'password_not_settable',
        );
      }
      await User.query(trx)
        .findById(userId)
        .patch({ password: await hashPassword(password) });
      if (ctx.session) delete ctx.session.pendingPasswordUserId;
      ctx.body = { ok: true };
    });
  }

  return router;
}

/** A fresh session id on every sign-in, so a fixated pre-login id is worthless. */
async function startSession(ctx: Pick<ExtendableContext, 'session'>, userId: string) {
  if (!ctx.session) throw new Error('Session middleware is not installed');
  for (const key of Object.keys(ctx.session.toJSON())) {
    delete (ctx.session as unknown as Record<string, unknown>)[key];
  }
  ctx.session.userId = userId;
  await ctx.session.regenerate();
}
