import Router from '@koa/router';
import type { ExtendableContext } from 'koa';
import { auditSource } from '../../audit/recordAudit';
import { createAccount } from '../../commands/accountCreator';
import { claimOrRequestClient } from '../../commands/clientAccessClaimer';
import { loadAccessStatus } from '../../commands/clientAccessStatusLoader';
import type { AppContextExtras, AppState, Services } from '../../context';
import {
  AuthorizationError,
  InvalidCredentialsError,
  RateLimitedError,
} from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { FailureRateLimiter } from '../../lib/rateLimiter';
import { auth, currentUser } from '../../middleware/auth';
import { transaction } from '../../middleware/transaction';
import { validate } from '../../middleware/validate';
import { User } from '../../models';
import { presentUser } from '../../presenters/user';
import { refuseDemoPasswordInProduction } from '../../security/demoPasswords';
import { LoginRequestSchema, RegisterRequestSchema, SetPasswordRequestSchema } from './schema';

/** Sessions: sign in, sign out, register, and the password step after signup or inquiry. */
export function authRouter(services: Services) {
  const router = new Router<AppState, AppContextExtras>();
  const { maxAttempts, windowMs } = services.config.loginRateLimit;
  const loginFailures = new FailureRateLimiter(maxAttempts, windowMs);

  router.get('/api/user', auth(), (ctx) => {
    ctx.body = presentUser(currentUser(ctx));
  });

  // No transaction here: login only reads, and regenerating the session writes to
  // the session store, which must not wait on an open transaction (PGlite).
  router.post('/api/login', validate({ body: LoginRequestSchema }), async (ctx) => {
    const { username, password } = ctx.state.input.body;
    const limiterKey = `${username.toLowerCase()}|${ctx.ip}`;
    const wait = loginFailures.retryAfterSeconds(limiterKey);
    if (wait > 0) {
      throw new RateLimitedError(
        `Too many failed sign-in attempts. Try again in ${Math.ceil(wait / 60)} minute(s).`,
        wait,
      );
    }
    const user = await User.query(ctx.services.db.knex)
      .whereRaw('lower(username) = lower(?)', [username])
      .orWhereRaw('lower(email) = lower(?)', [username])
      .orderByRaw('lower(username) = lower(?) desc', [username])
      .first();
    if (!user || !(await verifyPassword(user.password, password))) {
      loginFailures.recordFailure(limiterKey);
      throw new InvalidCredentialsError();
    }
    refuseDemoPasswordInProduction(ctx.services.config.production, password);
    loginFailures.reset(limiterKey);
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

  router.post('/api/logout', async (ctx) => {
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
